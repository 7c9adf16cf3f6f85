// The copywriter reads prices with the shared parser; kept as a path for the LLM adapter's import.
export { formatPrice, parsePrice } from '../../shared/price.ts';
