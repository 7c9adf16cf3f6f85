// What the back-office says (spec §2 "Admin area", §4, §8 "Admin titles"). Texts the server also sends
// (validation, the thumbnail checks) come from the shared messages module.
import { MSG } from '../../../../shared/messages';

export const ADMIN_MSG = {
  // dashboard
  statsLoading: 'Carregando estatísticas...',

  // user credits
  creditsLoadError: 'Erro ao carregar créditos',
  creditsUpdated: 'Créditos atualizados',
  creditsUpdateError: 'Erro ao atualizar créditos',
  creditsReset: 'Créditos resetados',
  creditsResetError: 'Erro ao resetar créditos',
  usersEmpty: 'Nenhum usuário encontrado',
  usersTruncated: 'Mais usuários correspondem à busca do que a lista mostra. Refine a busca por email ou nome.',
  creditAmountInvalid: MSG.creditAmountInvalid,

  // scenarios
  scenariosLoadError: 'Erro ao carregar cenários',
  scenarioCreated: 'Cenário criado',
  scenarioCreateError: 'Erro ao criar cenário',
  scenarioUpdated: 'Cenário atualizado',
  scenarioUpdateError: 'Erro ao atualizar cenário',
  scenarioActivated: 'Cenário ativado',
  scenarioDeactivated: 'Cenário desativado',
  statusUpdateError: 'Erro ao atualizar status',
  scenariosEmpty: 'Nenhum cenário cadastrado',
  uploadError: 'Erro no upload',
  thumbnailHint: 'JPG, PNG, WEBP',
  thumbnailNotAnImage: MSG.notAnImage,
  thumbnailTooLarge: MSG.scenarioThumbnailTooLarge,

  /** The description of an admin failure when the server sent no message of its own. */
  fallbackDescription: MSG.serverError,
} as const;
