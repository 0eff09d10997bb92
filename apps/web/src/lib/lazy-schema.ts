/**
 * A value built on first use behind a stand-in that forwards every operation to it: the web build
 * wraps each `…Schema` constant of packages/protocol in it (vite-lazy-schemas.ts), so evaluating a
 * protocol module constructs no zod schema, and a schema is built when it is first parsed with,
 * extended or read (a schema built from others builds those as it is built). Zod 4 objects cost far
 * more to construct than to parse with, and the chat's first start parses a handful of the
 * protocol's schemas (decision 019, fifth pass). The server imports the same modules unwrapped.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The stand-in's own target is an empty, extensible object: what it reports must be configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
