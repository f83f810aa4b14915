// The production renderer with its render() wrapped, for tests that make rendering fail, slow or counted.
import { productionRenderer, type EntryModule, type Renderer } from '#server/render/renderer';

type Render = EntryModule['render'];

export async function wrappedRenderer(wrap: (render: Render, ...args: Parameters<Render>) => ReturnType<Render>): Promise<Renderer> {
  const real = await productionRenderer(process.cwd());
  return {
    ...real,
    load: async () => {
      const mod = await real.load();
      return { ...mod, render: (...args: Parameters<Render>) => wrap(mod.render, ...args) };
    },
  };
}
