// Copy suggestions from any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, a gateway), called
// with plain fetch. One request, no retries: every failure — HTTP, timeout, network, an answer that is
// not the JSON we asked for, or copy that breaks our rules — is a CopyLlmError, and the caller falls
// back to the local copywriter. Error messages never contain the API key.
import { z } from 'zod';
import type { TemplateCategory, TemplateStyle } from '../../../shared/constants.ts';
import { findClaimViolations } from '../../../engine/copy/claims.ts';
import {
  COPY_CTA_MAX,
  COPY_DESCRIPTION_MAX,
  COPY_TITLE_MAX,
  type CopySuggestion,
} from '../../../engine/copy/copy.constants.ts';
import { normalizeProductName, suggestCopy, type SuggestCopyInput } from '../../../engine/copy/copywriter.ts';
import { formatPrice } from '../../../shared/price.ts';
import { clipText } from '../../../engine/copy/text.ts';
import { describeNetworkError, providerErrorMessage } from './provider-errors.ts';

export interface LlmCopywriterConfig {
  /** e.g. https://api.openai.com, http://127.0.0.1:11434 (Ollama) or …/v1. */
  baseUrl: string;
  /** Optional: Ollama and many self-hosted servers need none. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export interface LlmCopyInput extends SuggestCopyInput {
  /** The style template's art direction (prompt_enhancements), as context for the tone. */
  templatePrompt?: string | null;
}

export interface LlmCopywriter {
  suggest(input: LlmCopyInput): Promise<CopySuggestion>;
}

/** What went wrong, for logs and metrics; every kind means "use the local copywriter". */
export type CopyLlmFailure = 'http' | 'timeout' | 'network' | 'bad-response' | 'unsafe-copy';

export class CopyLlmError extends Error {
  override readonly name = 'CopyLlmError';

  constructor(
    message: string,
    readonly reason: CopyLlmFailure,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }
}

/** Suggestions are interactive: past this the user is better served by the local copywriter. */
export const DEFAULT_COPY_LLM_TIMEOUT_MS = 15_000;
/** Provider error text quoted in our messages, in characters. */
const MAX_PROVIDER_DETAIL_CHARS = 300;
/** Art direction passed to the model, in characters (it is context, not the brief). */
const MAX_TEMPLATE_PROMPT_CHARS = 600;

const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  hamburguer: 'hamburgueria',
  pizza: 'pizzaria',
  pastel: 'pastelaria',
  acai: 'açaiteria',
  sobremesas: 'confeitaria / sobremesas',
  refeicoes: 'restaurante / refeições',
};

const STYLE_TONES: Record<TemplateStyle, string> = {
  moderno: 'direto e atual, informal ("pra", "bora"), no máximo um emoji',
  elegante: 'refinado e sóbrio, sem gírias, sem emoji, poucas exclamações',
  vibrante: 'energético e animado, com exclamações, até dois emojis',
  minimalista: 'frases curtas e calmas, poucas palavras, sem emoji',
  classico: 'acolhedor e tradicional, sem gírias, sem emoji',
};

export const COPY_SYSTEM_PROMPT = [
  'Você é redator publicitário de posts promocionais para negócios de comida no Brasil: hamburguerias, pizzarias, pastelarias, açaiterias, confeitarias e restaurantes.',
  'Escreva em português do Brasil natural e correto, com todos os acentos.',
  'Regras:',
  '1. Responda somente com um objeto JSON com as chaves "title", "description" e "cta", todas strings, sem nenhum texto fora do JSON.',
  `2. "title": até ${COPY_TITLE_MAX} caracteres. "description": até ${COPY_DESCRIPTION_MAX} caracteres. "cta": chamada para ação de até ${COPY_CTA_MAX} caracteres (por exemplo "Peça já!", "Chama no WhatsApp", "Faça seu pedido").`,
  '3. Não invente ingredientes, recheios, coberturas, acompanhamentos, tamanhos, modo de preparo nem procedência: cite só o que está no nome do produto. A direção de arte do template descreve a imagem, não o produto.',
  '4. Nada de alegações de saúde ou dieta (saudável, fit, light, orgânico, natural, sem glúten, sem lactose) nem de qualidade ou posição ("o melhor da cidade", "número 1", "artesanal", "caseiro", "gourmet", "premium"), a menos que estejam no nome do produto.',
  '5. Fale de vontade, sabor, ocasião e oferta.',
  '6. Se houver preço, use-o exatamente como foi dado (por exemplo "R$ 29,90"); se não houver, não mencione preço, valores nem descontos.',
  '7. Se houver nome do produto, cite-o no título ou na descrição, com a concordância certa (o/a, os/as) ou sem artigo.',
  `8. Tom por estilo: ${Object.entries(STYLE_TONES)
    .map(([style, tone]) => `${style}: ${tone}`)
    .join('; ')}.`,
].join('\n');

/** The user message: the brief for one post. */
export function buildCopyBrief(input: LlmCopyInput): string {
  const name = normalizeProductName(input.productName);
  const price = formatPrice(input.price);
  const art = input.templatePrompt ? clipText(input.templatePrompt, MAX_TEMPLATE_PROMPT_CHARS) : null;
  return [
    `Categoria: ${input.category} (${CATEGORY_LABELS[input.category]})`,
    `Estilo: ${input.style} (${STYLE_TONES[input.style]})`,
    `Produto: ${name ?? 'não informado (fale da categoria, sem inventar um produto)'}`,
    `Preço: ${price ?? 'sem preço (não mencione valores)'}`,
    ...(art ? [`Direção de arte do template (só contexto visual): ${art}`] : []),
    'Escreva o título, a descrição e o CTA do post e responda só com o JSON.',
  ].join('\n');
}

/** `baseUrl` + /v1/chat/completions, without doubling a /v1 the operator already wrote. */
export function chatCompletionsUrl(baseUrl: string): string {
  const root = baseUrl.trim().replace(/\/+$/, '');
  return `${root.endsWith('/v1') ? root : `${root}/v1`}/chat/completions`;
}

const clipped = (max: number) => z.string().trim().min(1).transform((text) => clipText(text, max));

const LlmCopySchema = z.object({
  title: clipped(COPY_TITLE_MAX),
  description: clipped(COPY_DESCRIPTION_MAX),
  cta: clipped(COPY_CTA_MAX),
});

/** Portuguese keys a model sometimes answers with despite the instructions. */
const KEY_ALIASES: Record<string, keyof CopySuggestion> = {
  title: 'title',
  titulo: 'title',
  título: 'title',
  description: 'description',
  descricao: 'description',
  descrição: 'description',
  cta: 'cta',
  chamada: 'cta',
};

/** The JSON object inside a model's text: bare, in a ``` fence, or surrounded by a remark. */
function extractJsonObject(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const body = (fenced?.[1] ?? content).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start === -1 || end <= start) throw new SyntaxError('no JSON object');
  return JSON.parse(body.slice(start, end + 1)) as unknown;
}

function withCanonicalKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const canonical = KEY_ALIASES[key.trim().toLowerCase()];
    if (canonical && !(canonical in out)) out[canonical] = field;
  }
  return out;
}


interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

export function createLlmCopywriter(config: LlmCopywriterConfig): LlmCopywriter {
  if (!config.baseUrl) throw new Error('AI_TEXT_BASE_URL is required for AI_TEXT_PROVIDER=openai-compatible');
  if (!config.model) throw new Error('AI_TEXT_MODEL is required for AI_TEXT_PROVIDER=openai-compatible');
  const url = chatCompletionsUrl(config.baseUrl);
  const apiKey = config.apiKey?.trim() || undefined;
  const timeoutMs = config.timeoutMs ?? DEFAULT_COPY_LLM_TIMEOUT_MS;

  /** `text` with the key blotted out, cut to a readable length. */
  const safe = (text: string): string => {
    const redacted = apiKey ? text.split(apiKey).join('[redacted]') : text;
    return redacted.length > MAX_PROVIDER_DETAIL_CHARS ? `${redacted.slice(0, MAX_PROVIDER_DETAIL_CHARS)}…` : redacted;
  };
  const fail = (message: string, reason: CopyLlmFailure, status?: number) =>
    new CopyLlmError(safe(`copy LLM: ${message}`), reason, status);

  async function post(body: unknown): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) throw fail(`no answer within ${timeoutMs} ms`, 'timeout');
      throw fail(`request failed (${describeNetworkError(error)})`, 'network');
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status > 299) {
      const detail = providerErrorMessage(text);
      throw fail(`the server answered ${status}${detail ? `: ${detail}` : ''}`, 'http', status);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw fail('the server answered with something that is not JSON', 'bad-response', status);
    }
  }

  return {
    async suggest(input) {
      const name = normalizeProductName(input.productName);
      const price = formatPrice(input.price);
      const json = (await post({
        model: config.model,
        messages: [
          { role: 'system', content: COPY_SYSTEM_PROMPT },
          { role: 'user', content: buildCopyBrief(input) },
        ],
        response_format: { type: 'json_object' },
        ...(input.seed === undefined ? {} : { seed: input.seed }),
      })) as ChatCompletionResponse | null;

      const content = Array.isArray(json?.choices) ? json.choices[0]?.message?.content : undefined;
      if (typeof content !== 'string' || content.trim() === '') throw fail('the answer has no message content', 'bad-response');
      let parsed: unknown;
      try {
        parsed = extractJsonObject(content);
      } catch {
        throw fail('the message is not a JSON object', 'bad-response');
      }
      const result = LlmCopySchema.safeParse(withCanonicalKeys(parsed));
      if (!result.success) {
        const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
        throw fail(`the JSON lacks a usable ${fields}`, 'bad-response');
      }
      const copy = result.data;

      // The model was told the rules; check the ones we can before anyone sees the copy.
      const text = `${copy.title}\n${copy.description}\n${copy.cta}`;
      const claims = findClaimViolations(text, name);
      if (claims.length > 0) throw fail(`the copy makes claims the product name does not: ${claims.join(', ')}`, 'unsafe-copy');
      if (!price && /R\$\s?\d/.test(text)) throw fail('the copy states a price although none was given', 'unsafe-copy');
      return copy;
    },
  };
}

/**
 * The LLM's suggestion when one is configured and answers well, else the local copywriter's (same
 * input, same seed). `onFallback` hears why, for the log.
 */
export async function suggestCopyWithFallback(
  input: LlmCopyInput,
  llm: LlmCopywriter | null,
  onFallback?: (error: CopyLlmError) => void,
): Promise<CopySuggestion> {
  if (llm) {
    try {
      return await llm.suggest(input);
    } catch (error) {
      if (!(error instanceof CopyLlmError)) throw error;
      onFallback?.(error);
    }
  }
  return suggestCopy(input);
}
