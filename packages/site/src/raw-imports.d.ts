/** A file imported as its text (Vite's ?raw): the tests run the published page's scripts. */
declare module '*?raw' {
  const text: string;
  export default text;
}
