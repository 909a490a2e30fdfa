/** The page loaded again from the server (a language change: the server renders the page in the new language). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
