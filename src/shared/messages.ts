// Every pt-BR string the user reads that the server or several screens share, worded as in the spec.
import { SPEED_CLAIM } from './claims.ts';

export const MSG = {
  // validation (spec §5)
  invalidEmail: 'Email inválido',
  passwordMin: 'Senha deve ter no mínimo 6 caracteres',
  fullNameMin: 'Nome deve ter no mínimo 2 caracteres',
  whatsappMin: 'WhatsApp deve ter no mínimo 10 dígitos',
  passwordsDiffer: 'As senhas não coincidem',
  fullNameMax: 'Nome muito longo',
  whatsappMax: 'WhatsApp com dígitos demais',
  passwordMax: 'Senha muito longa',
  passwordWeak: 'Escolha uma senha mais difícil de adivinhar.',
  passwordLikeEmail: 'A senha não pode ser parecida com o seu email.',
  passwordLikeProfile: 'A senha não pode ser o seu nome nem o seu WhatsApp.',

  // authentication and session (spec §8)
  logoutSuccess: 'Logout realizado com sucesso',
  adminLogoutTitle: 'Logout realizado',
  adminLogoutDescription: 'Até logo!',
  logoutError: 'Erro ao sair',
  invalidCredentials: 'Email ou senha incorretos',
  loginError: 'Erro ao fazer login',
  loginSuccess: 'Login realizado com sucesso!',
  emailTaken: 'Este email já está cadastrado. Faça login.',
  signupError: 'Erro ao criar conta',
  signupSuccess: '🎉 Conta criada! Você ganhou 3 créditos gratuitos para começar!',
  unexpectedError: 'Erro inesperado',
  tryLater: 'Tente novamente mais tarde',
  loginRequired: 'Faça login para continuar',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  notAllowed: 'Acesso restrito a administradores',

  // credits
  outOfCreditsTitle: 'Seus créditos acabaram! 🎉',
  outOfCredits: 'Seus créditos acabaram! Assine um plano para continuar criando.',

  // Foto Pro (spec §1 claim, §5, §8)
  speedClaim: SPEED_CLAIM,
  completeAllSteps: 'Por favor, complete todos os passos antes de gerar',
  chooseScenario: 'Por favor, escolha um cenário padrão',
  photoLoginRequired: 'Faça login para melhorar suas fotos!',
  scenarioFetchError: 'Erro ao buscar cenário selecionado',
  scenarioInvalid: 'Cenário inválido',
  scenarioUrlInvalid: 'URL do cenário inválida',
  scenarioUrlDuplicated: 'URL do cenário duplicada - erro interno',
  enhanceError: 'Erro ao melhorar a foto. Tente novamente.',
  noImageGenerated: 'Nenhuma imagem foi gerada',
  imageProcessingError: 'Erro ao processar a imagem',
  photoProcessingError: 'Erro ao processar a foto',
  photoRequired: 'Selecione uma foto do prato',
  photoTooLarge: 'Arquivo muito grande - O tamanho máximo é 10MB.',
  photoUploadExpired: 'A foto enviada expirou. Envie a foto novamente.',
  photoOrUploadToken: 'Envie a foto ou o uploadToken da verificação, não os dois.',
  requestInProgress: 'Esta solicitação ainda está sendo processada. Aguarde um instante.',
  idempotencyKeyInvalid: 'Cabeçalho Idempotency-Key inválido',

  // Foto Pro pre-check (POST /api/photos/check): said before any credit is spent
  checkTouchesEdge:
    'O prato encosta na borda da foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.',
  checkCloseUp:
    'A foto foi tirada muito de perto: o prato ocupa quase toda a imagem, então o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.',
  checkUnclearEdge:
    'Não conseguimos separar a borda do prato do fundo com segurança: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.',
  checkNoDish:
    'Não encontramos o prato na foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez da foto como ela está.',
  checkNoFood: 'Não vemos comida no prato desta foto: parece um prato vazio ou já usado. O resultado vai mostrar o prato assim. Se puder, envie a foto do prato servido.',
  checkDark: 'A foto está escura: o resultado pode sair sem vida e granulado. Se puder, tire outra perto de uma janela ou com mais luz.',
  checkBlurred: 'A foto está tremida ou fora de foco: a IA não consegue recuperar os detalhes. Se puder, tire outra com o celular firme.',
  checkTooSmall: 'A foto é pequena para essa plataforma: o resultado pode sair sem nitidez. Se puder, envie a foto original da câmera, sem cortes.',
  checkGenerative: 'A IA vai recriar a foto do prato no cenário escolhido.',
  checkFailed: 'Não foi possível verificar a foto agora. Tente novamente.',

  // Templates Rápidos (spec §5, §8)
  artTemplateAndProductRequired: 'Selecione um template e carregue o produto',
  artTitleRequired: 'Preencha ao menos o título da promoção',
  artFormatInvalid: 'Escolha o formato: feed ou stories',
  artTextTooLong: 'Texto muito longo. Encurte o título, o preço, a descrição ou a chamada.',
  textInvalidCharacters: 'O texto contém caracteres inválidos. Apague-os e tente novamente.',
  ratingCommentTooLong: 'Comentário muito longo. Encurte-o e tente novamente.',
  requestTimeout: 'O envio demorou demais e foi interrompido. Verifique a conexão e tente novamente.',
  uploadMalformed: 'Não foi possível ler o envio. Selecione o arquivo novamente e tente de novo.',
  foreignOrigin: 'Requisição de outro site recusada. Abra o FoodArt e tente novamente.',
  artLoginRequired: 'Faça login para criar suas artes!',
  artImageTooLarge: 'Arquivo muito grande - O tamanho máximo é 5MB.',
  artLogoInvalid: 'Logo inválido - Envie um PNG, JPG ou SVG.',
  artLogoTooComplex: 'Logo SVG muito complexo - Envie o logo em PNG ou JPG, ou um SVG mais simples.',
  artLogoImageTooLarge: 'O logo SVG traz uma imagem grande demais - Envie o logo em PNG ou JPG.',
  artError: 'Erro ao gerar arte',

  // my creations (spec §2 "My creations", §8)
  creationsLoadError: 'Erro ao carregar criações',

  // rating (spec §8)
  ratingSent: 'Avaliação enviada! Obrigado pelo feedback.',
  ratingError: 'Erro ao enviar avaliação',
  ratingInvalid: 'A avaliação deve ser um número de 1 a 5',

  // generic server errors
  notFound: 'Recurso não encontrado',
  invalidInput: 'Dados inválidos',
  invalidCategory: 'Categoria inválida',
  tooManyRequests: 'Muitas tentativas. Aguarde um instante e tente novamente.',
  serverError: 'Erro inesperado. Tente novamente mais tarde.',
  engineBusy: 'Estamos com muita demanda agora. Tente novamente em alguns segundos.',
  engineTimeout: 'A geração demorou demais e foi cancelada. Seu crédito foi devolvido - tente novamente.',
  fileTooLarge: 'Arquivo muito grande',
  notAnImage: 'Arquivo inválido - Por favor, selecione uma imagem.',

  // checkout, credits and subscriptions (spec §8 "Checkout and credits")
  checkoutSessionExpired: 'Sua sessão expirou. Redirecionando para login...',
  paymentError: 'Erro ao processar pagamento. Tente novamente.',
  freePlanInfo: 'Você já pode começar gratuitamente!',
  purchaseError: 'Erro ao processar compra',
  paymentFailed: 'Erro ao processar pagamento',
  portalError: 'Erro ao abrir portal de gerenciamento',
  planInvalid: 'Plano inválido',
  packageNotFound: 'Pacote de créditos não encontrado',
  alreadySubscribed: 'Você já tem uma assinatura ativa. Use "Gerenciar assinatura" para trocar de plano.',
  noActiveSubscription: 'Você não tem uma assinatura ativa.',
  checkoutCanceled: 'Este pagamento foi cancelado. Faça um novo pedido.',
  checkoutAlreadyPaid: 'Este pagamento já foi confirmado.',
  webhookSignatureInvalid: 'Assinatura do webhook inválida',

  // admin (spec §5 "Scenario create and edit", "Thumbnail upload", "Credit amount"; §8 "Admin titles")
  scenarioNameMin: 'Nome deve ter pelo menos 3 caracteres',
  scenarioDescriptionMin: 'Descrição deve ter pelo menos 10 caracteres',
  scenarioPromptMin: 'Prompt deve ter pelo menos 50 caracteres',
  scenarioThumbnailUrlInvalid: 'URL da imagem inválida',
  scenarioOrderMin: 'Ordem deve ser maior ou igual a 0',
  scenarioThumbnailTooLarge: 'Arquivo muito grande - O tamanho máximo é 2MB.',
  creditAmountInvalid: 'Informe uma quantidade de créditos maior ou igual a 0',
  adminUserNotFound: 'Usuário não encontrado',
  adminScenarioNotFound: 'Cenário não encontrado',
  adminPhotoNotFound: 'Foto não encontrada',
  kitFailed: 'Não foi possível montar o kit agora. Tente novamente em instantes.',
  kitOriginalMissing: 'A foto original não está mais disponível para montar o kit.',
  kitScenarioMissing: 'O cenário usado nesta foto não existe mais: não dá para montar o kit com ele.',
  // "Cardápio inteiro" (the menu batch, issue #15)
  batchPhotosRequired: 'Envie de 1 a 30 fotos dos pratos do cardápio.',
  batchTooMany: 'Envie no máximo 30 fotos por vez.',
  batchNotFound: 'Cardápio não encontrado',
  batchItemNoCredits: 'Sem créditos para esta foto: nada foi cobrado.',
  batchItemFailed: 'Não foi possível melhorar esta foto.',
  batchItemUnreadable: 'Não conseguimos ler esta imagem.',
  batchZipEmpty: 'Nenhuma foto deste cardápio ficou pronta ainda.',
  adminCreationNotFound: 'Criação não encontrada',
  adminTemplateNotFound: 'Template não encontrado',
  templateNameRequired: 'Nome é obrigatório',
  templateInstructionsRequired: 'Instruções são obrigatórias',
  templatePromptRequired: 'Melhorias de prompt são obrigatórias',
  templateStyleInvalid: 'Estilo inválido',
  templateExamplesRequired: 'Selecione pelo menos uma imagem',
  adminTrainingNotFound: 'Exemplo de treinamento não encontrado',
  trainingImagesRequired: 'Por favor, faça upload de todas as 3 imagens',
  trainingDescriptionAndColorRequired: 'Preencha a descrição e adicione pelo menos uma cor',
  trainingReferenceRequired: 'Por favor, faça upload da imagem de referência',
  trainingColorRequired: 'Adicione pelo menos uma cor da marca',
  trainingColorInvalid: 'Cor inválida. Use hex (#ff6600) ou rgb(255, 102, 0).',
  trainingModeInvalid: 'Escolha Imagem Gerada ou Referência Externa',
  trainingCategoryInvalid: 'Categoria inválida',
  trainingQualityInvalid: 'Qualidade inválida',
} as const;

export type MessageKey = keyof typeof MSG;
