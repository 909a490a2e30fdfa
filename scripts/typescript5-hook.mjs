/**
 * openapi-typescript builds its output with the TypeScript 5 compiler API, which TypeScript 7 (the
 * project's compiler, native) no longer has: its `typescript` import is answered with the TypeScript 5
 * package installed beside it as `typescript5`. Registered by scripts/openapi-types.mjs only.
 */
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) {
    return next('typescript5', context);
  }
  return next(specifier, context);
}
