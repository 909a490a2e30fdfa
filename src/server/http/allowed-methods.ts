/**
 * The methods the app answers at a path (for a 405 with `Allow` instead of a 404 when the path exists
 * for other methods): the registered route patterns (`:param`, `*`) compiled once, lazily.
 */
export function allowedMethodsOf(routes: readonly { method: string; url: string }[]): (path: string) => string[] {
  let compiled: { method: string; pattern: RegExp }[] | undefined;
  return (path) => {
    compiled ??= routes.map((r) => ({ method: r.method, pattern: patternOf(r.url) }));
    const methods = new Set(compiled.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

function patternOf(url: string): RegExp {
  const parts = url.split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/);
  const source = parts
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
