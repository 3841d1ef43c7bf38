/** The console's texts for a list or page that does not load: "Failed to load …", refused or never answered alike. */
export function consoleLoadFailureTexts(what: string): { failed: string; exception: string } {
  const text = `Failed to load ${what}`;
  return { failed: text, exception: text };
}
