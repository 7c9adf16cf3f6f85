// @vitest-environment jsdom
import '../../../tests/web/setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadOnIntent } from '../lib/lazy-component';
import { LazyBoundary } from './lazy-boundary';

function Wizard({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

/** A chunk that fails `failures` times before it loads (a flaky 4G connection). */
function flakyChunk(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return Wizard;
  });
}

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Fora: {this.state.error}</p> : this.props.children;
  }
}

describe('LazyBoundary with lazyComponent', () => {
  it('shows a named spinner while the chunk loads, then the component', async () => {
    let finish: (component: typeof Wizard) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<typeof Wizard>((resolve) => (finish = resolve)));
    render(
      <LazyBoundary label="Carregando Foto Pro">
        <Lazy title="Foto Pro" />
      </LazyBoundary>,
    );

    expect(await screen.findByRole('status', { name: 'Carregando Foto Pro' })).toBeInTheDocument();
    finish(Wizard);
    expect(await screen.findByRole('heading', { name: 'Foto Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says in Portuguese that the chunk failed, and "Tentar novamente" loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = flakyChunk(1);
    const Lazy = lazyComponent(load);
    render(
      <LazyBoundary>
        <Lazy title="Templates Rápidos" />
      </LazyBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta parte do FoodArt.');
    expect(alert).toHaveTextContent('Verifique sua conexão com a internet e tente novamente.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('heading', { name: 'Templates Rápidos' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers "Fechar" instead of reloading the page when the place it opened in can be closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const Lazy = lazyComponent(flakyChunk(1));
    render(
      <LazyBoundary onClose={onClose}>
        <Lazy title="Foto Pro" />
      </LazyBoundary>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Recarregar a página' })).not.toBeInTheDocument();
  });

  it('leaves other errors to the boundary above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('quebrou');
    }
    const Lazy = lazyComponent(async () => Broken);
    render(
      <Outer>
        <LazyBoundary>
          <Lazy />
        </LazyBoundary>
      </Outer>,
    );
    expect(await screen.findByText('Fora: quebrou')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

describe('preloadOnIntent', () => {
  it('starts loading on pointer, focus or touch, once, so the click finds the component ready', async () => {
    const load = vi.fn(async () => Wizard);
    const Lazy = lazyComponent(load);
    render(<button {...preloadOnIntent(Lazy)}>Melhorar Minha Foto</button>);
    const user = userEvent.setup();

    await user.hover(screen.getByRole('button'));
    await user.tab();
    expect(load).toHaveBeenCalledOnce();
    await expect(Lazy.preload()).resolves.toBe(Wizard);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again on the next intent after a failed preload', async () => {
    const load = flakyChunk(1);
    const Lazy = lazyComponent(load);
    render(<button {...preloadOnIntent(Lazy)}>Criar Post Promocional</button>);
    const user = userEvent.setup();

    await user.hover(screen.getByRole('button'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.unhover(screen.getByRole('button'));
    await user.hover(screen.getByRole('button'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await expect(Lazy.preload()).resolves.toBe(Wizard);
  });
});
