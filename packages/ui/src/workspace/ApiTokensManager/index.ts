export { ApiTokensManager, type ApiTokensManagerProps, type ApiTokenRow, type CreatedApiTokenView } from './ApiTokensManager';
