// The server joins the messages of one failure with ';' (problem+json `detail`): each is a line.
export function splitLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}
