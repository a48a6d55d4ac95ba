import { describe, expect, it, vi } from 'vitest';
import { lazyNamespace } from './lazyNamespace';

interface Greeter {
  hello(name: string): Promise<string>;
  bye(name: string, loud?: boolean): Promise<string>;
}

const greeter: Greeter = {
  hello: async (name) => `Hello, ${name}`,
  bye: async (name, loud) => (loud ? `BYE, ${name.toUpperCase()}` : `Bye, ${name}`),
};

describe('lazyNamespace', () => {
  it('has every method before loading, and loads once, on the first call', async () => {
    const load = vi.fn(async () => greeter);
    const ns = lazyNamespace<Greeter>(load, { hello: 1, bye: 1 });
    expect(Object.keys(ns).sort()).toEqual(['bye', 'hello']);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([ns.hello('Ada'), ns.bye('Ada', true)])).resolves.toEqual(['Hello, Ada', 'BYE, ADA']);
    await expect(ns.bye('Bob')).resolves.toBe('Bye, Bob');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the calls of a failed load and loads again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(greeter);
    const ns = lazyNamespace<Greeter>(load, { hello: 1, bye: 1 });
    await expect(ns.hello('Ada')).rejects.toThrow('chunk failed');
    await expect(ns.hello('Ada')).resolves.toBe('Hello, Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a rejection of the loaded call through', async () => {
    const ns = lazyNamespace<Greeter>(async () => ({ ...greeter, hello: async () => { throw new Error('HTTP 500'); } }), { hello: 1, bye: 1 });
    await expect(ns.hello('Ada')).rejects.toThrow('HTTP 500');
  });

  it('loads a nested namespace with its parent, on the first call of either', async () => {
    const load = vi.fn(async () => ({ ...greeter, admin: { hello: async (name: string) => `Welcome, ${name}` } }));
    const ns = lazyNamespace(load, { hello: 1, bye: 1, admin: { hello: 1 } });
    expect(Object.keys(ns.admin)).toEqual(['hello']);
    await expect(ns.admin.hello('Ada')).resolves.toBe('Welcome, Ada');
    await expect(ns.hello('Ada')).resolves.toBe('Hello, Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
