import type { CompiledCatalogue } from '../shared/i18n';

/**
 * The reader's messages as the web build splits them (scripts/vite-message-parts.ts, issue 41): the core before the
 * first render (web/i18n.ts), and each lazily imported module's part with that module. The build wraps every
 * relative `import()` of the app in `withMessages`, so a screen's code and its text arrive together: the screen is
 * handed over once both are here, and never renders a key in place of its text.
 *
 * The translator reads `messages` itself (shared/i18n createTranslator keeps the object it is given): a part is
 * added to it in place. Without a split (the dev server, the unit tests: the whole catalogue) nothing is waited for.
 */

type Messages = Record<string, CompiledCatalogue[string]>;

interface Split {
  /** the translator's messages, added to as parts arrive */
  messages: Messages;
  /** module id (as the build names it) -> the URLs of its parts (its chunk's, and those of the chunks it imports) */
  parts: Readonly<Record<string, readonly string[]>>;
  /** what a part's messages become before they are added (the pseudo-locale's accents) */
  adapt: (part: CompiledCatalogue) => CompiledCatalogue;
  /** loads a part's module */
  load: (url: string) => Promise<{ default: CompiledCatalogue }>;
}

let split: Split | undefined;
const loaded = new Map<string, Promise<void>>();

/** From now on lazy imports wait for their parts of `parts`, added into `messages` (adapted by `adapt`). */
export function setMessageParts(
  messages: Messages,
  parts: Readonly<Record<string, readonly string[]>>,
  adapt: (part: CompiledCatalogue) => CompiledCatalogue = (part) => part,
  load: (url: string) => Promise<{ default: CompiledCatalogue }> = (url) => import(/* @vite-ignore */ url),
): void {
  split = { messages, parts, adapt, load };
  loaded.clear();
}

/** The part at `url` loaded into the messages (once; asked for again after a failed download). */
function loadPart(url: string, into: Split): Promise<void> {
  let loading = loaded.get(url);
  if (!loading) {
    loading = into.load(url).then(
      (module) => {
        Object.assign(into.messages, into.adapt(module.default));
      },
      (error: unknown) => {
        loaded.delete(url);
        throw error;
      },
    );
    loaded.set(url, loading);
  }
  return loading;
}

/** `module` (a lazy import of the module `id`), handed over once the messages it names are loaded too. */
export function withMessages<M>(module: Promise<M>, id: string): Promise<M> {
  const urls = split?.parts[id];
  if (!split || !urls) return module;
  const into = split;
  return Promise.all([module, ...urls.map((url) => loadPart(url, into))]).then(([loadedModule]) => loadedModule);
}
