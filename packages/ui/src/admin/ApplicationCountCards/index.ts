export { ApplicationCountCards, type ApplicationCountCardsProps, type ApplicationCounts } from './ApplicationCountCards';
