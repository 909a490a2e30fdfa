// oidc-provider ships no types; the test identity provider (testing/oidc-provider.ts) uses little of it.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: the untyped library's constructor
  const Provider: any;
  export default Provider;
}
