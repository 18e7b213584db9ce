/** After a failed submit: move the keyboard (and the screen reader) to the first field to fix. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  if (!container) return;
  // Wait for React to render the errors before looking for them.
  requestAnimationFrame(() => {
    const target = container.querySelector<HTMLElement>('[aria-invalid="true"], .alert--error');
    if (!target) return;
    if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
    target.focus();
  });
}
