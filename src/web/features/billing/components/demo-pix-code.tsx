// A QR-code-looking picture for the demonstration PIX payment. It encodes nothing: a pattern drawn
// from the order id, with the three corner squares of a real code, so nobody can pay with it.
const SIZE = 25;
const FINDER = 7;

function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The corner squares and the blank line around them. */
function inFinder(x: number, y: number): boolean {
  const low = (v: number) => v <= FINDER;
  const high = (v: number) => v >= SIZE - FINDER - 1;
  return (low(x) && low(y)) || (high(x) && low(y)) || (low(x) && high(y));
}

function finder(left: number, top: number, key: string) {
  return (
    <g key={key}>
      <rect x={left} y={top} width={7} height={7} fill="currentColor" />
      <rect x={left + 1} y={top + 1} width={5} height={5} fill="white" />
      <rect x={left + 2} y={top + 2} width={3} height={3} fill="currentColor" />
    </g>
  );
}

export function DemoPixCode({ seed }: { seed: string }) {
  const random = seeded(seed);
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const on = random() < 0.5;
      if (on && !inFinder(x, y)) cells.push({ x, y });
    }
  }

  return (
    <figure className="grid justify-items-center gap-2">
      <div className="relative rounded-2xl border border-border bg-white p-3 shadow-soft">
        <svg
          role="img"
          aria-label="QR Code PIX de demonstração"
          viewBox={`-1 -1 ${SIZE + 2} ${SIZE + 2}`}
          className="size-44 text-stone-900 sm:size-48"
          shapeRendering="crispEdges"
        >
          <rect x={-1} y={-1} width={SIZE + 2} height={SIZE + 2} fill="white" />
          {cells.map(({ x, y }) => (
            <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />
          ))}
          {finder(0, 0, 'tl')}
          {finder(SIZE - FINDER, 0, 'tr')}
          {finder(0, SIZE - FINDER, 'bl')}
        </svg>
        <span className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 -rotate-12 rounded-md border-2 border-amber-500 bg-amber-50/95 px-2 py-0.5 text-xs font-extrabold tracking-wide text-amber-700 uppercase">
          Demonstração
        </span>
      </div>
      <figcaption className="max-w-64 text-center text-xs text-muted-foreground">
        QR Code fictício, apenas para demonstração. Nenhum valor será cobrado.
      </figcaption>
    </figure>
  );
}
