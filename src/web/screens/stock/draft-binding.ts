/**
 * The fields of a filter bar bound to the keys of a draft of filters: `text(key)` gives a TextField
 * its name, value and onChange, `choice(key)` a FilterSelect its value and onChange (none chosen: '').
 */
export function draftBinding<F extends Partial<Record<string, string>>>(draft: F, setDraft: (draft: F) => void) {
  return {
    text: (name: keyof F & string) => ({ name, value: draft[name], onChange: (v: string) => setDraft({ ...draft, [name]: v }) }),
    choice: (name: keyof F & string) => ({
      value: draft[name] ?? null,
      onChange: (v: string | null) => setDraft({ ...draft, [name]: v ?? '' }),
    }),
  };
}
