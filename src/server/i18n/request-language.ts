import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { englishTranslator, setTranslatorSource, type Translator } from '../../shared/i18n';
import { type ReaderLanguage, resolveLanguage } from '../../shared/i18n/languages';
import { speakZodInReadersLanguage } from '../../shared/i18n/validation';
import { catalogueLanguages, translatorFor } from './catalogues';

interface RequestLanguage {
  reader: ReaderLanguage;
  translator: Translator;
}

const requests = new AsyncLocalStorage<RequestLanguage>();
const stores = new WeakMap<FastifyRequest, RequestLanguage>();

/** The reader of a request: the profile's language when it has one, else its Accept-Language, else English. */
export function readerOf(request: FastifyRequest, profileLanguage: string | null | undefined = undefined): ReaderLanguage {
  return resolveLanguage(profileLanguage, request.headers['accept-language'], catalogueLanguages());
}

/** Sets the request's language once its user is known (the profile's language wins over the browser's). */
export function answerInProfileLanguage(request: FastifyRequest, profileLanguage: string | null | undefined): void {
  const store = stores.get(request);
  if (!store) return;
  store.reader = readerOf(request, profileLanguage);
  store.translator = translatorFor(store.reader.language, store.reader.locale);
}

/** The language and locale the request is answered in. */
export const requestReader = (request: FastifyRequest): ReaderLanguage => stores.get(request)?.reader ?? readerOf(request);

/**
 * Every request is answered in its caller's language: `t()` anywhere in the server (a DomainError's
 * message, a notification, a label) reads the translator of the request being handled, kept in an
 * AsyncLocalStorage from the first hook on. The body parser runs outside it, so it is entered again
 * before validation. Outside a request (start-up, jobs, CLIs) `t()` is English.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  readRequestTranslator();
  app.addHook('onRequest', (request, _reply, done) => {
    const reader = readerOf(request);
    const store: RequestLanguage = { reader, translator: translatorFor(reader.language, reader.locale) };
    stores.set(request, store);
    requests.run(store, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const store = stores.get(request);
    if (store && requests.getStore() !== store) requests.run(store, done);
    else done();
  });
}

let zodConfigured = false;

/** `t()` reads the translator of the request (or `inLanguage` call) being handled, English outside one. */
function readRequestTranslator(): void {
  setTranslatorSource(() => requests.getStore()?.translator ?? englishTranslator);
  // zod's error map reads the current translator itself: configured once, not at every inLanguage call
  if (zodConfigured) return;
  zodConfigured = true;
  speakZodInReadersLanguage();
}

/** Runs `work` in a language outside a request (a job answering for a user, a CLI, a test), with or without an app. */
export function inLanguage<T>(language: string, locale: string, work: () => T): T {
  readRequestTranslator();
  return requests.run({ reader: { language, locale }, translator: translatorFor(language, locale) }, work);
}
