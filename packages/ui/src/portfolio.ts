// The portfolio workspace (/app, /app/transactions): summary, holdings, charts, transactions, CSV import,
// portfolio switching and the plan's limit. Components take the SDK's shapes and a `PortfolioFormat`;
// they never import the SDK. Explicit named exports.
export type { PortfolioFormat } from './components/PortfolioShared';
export { DelayedDataNotice, type DelayedDataNoticeProps } from './components/DelayedDataNotice';
export { PriceSource, StaleBadge, type PriceSourceProps, type StaleBadgeProps } from './components/PriceSource';
export { MarketDataNotice, type MarketDataNoticeProps } from './components/MarketDataNotice';
export { PortfolioSummary, type PortfolioSummaryProps, type PortfolioSummaryFigures } from './components/PortfolioSummary';
export {
  HoldingsTable,
  type HoldingsTableProps, type HoldingsTableRow, type HoldingsSort, type HoldingsSortColumn, type SortDirection,
} from './components/HoldingsTable';
export { AllocationChart, type AllocationChartProps, type AllocationChartSlice } from './components/AllocationChart';
export {
  PerformanceChart, type PerformanceChartProps, type PerformancePoint, type PerformanceBenchmark, type ReturnMethod,
} from './components/PerformanceChart';
export { StockSearch, type StockSearchProps, type StockOption } from './components/StockSearch';
export {
  TransactionForm,
  type TransactionFormProps, type TransactionFormValues, type TransactionFormField, type TransactionFormType, type TransactionFormSearch,
} from './components/TransactionForm';
export {
  TransactionTable, type TransactionTableProps, type TransactionTableRow, type TransactionTableFilter, type TransactionTypeFilter, type TransactionRowView, type TransactionTableType,
} from './components/TransactionTable';
export {
  CsvImport,
  type CsvImportProps, type CsvImportField, type CsvImportStep, type CsvImportMapping, type CsvPreviewRow, type CsvImportCounts,
} from './components/CsvImport';
export { PortfolioSwitcher, type PortfolioSwitcherProps, type PortfolioSwitcherItem } from './components/PortfolioSwitcher';
export { UpgradePrompt, type UpgradePromptProps } from './components/UpgradePrompt';
// What Premium and Pro sell: the plan's gate, analytics, income, price alerts and the header's bell.
export { FeatureGate, type FeatureGateProps, type FeatureLockView } from './components/FeatureGate';
export { RiskMetrics, type RiskMetricsProps, type RiskMetricsFigures } from './components/RiskMetrics';
export { MonthlyReturnsHeatmap, type MonthlyReturnsHeatmapProps, type MonthlyReturnsYear } from './components/MonthlyReturnsHeatmap';
export { RiskRules, type RiskRulesProps, type RiskRuleItem } from './components/RiskRules';
export { IncomeView, type IncomeViewProps, type IncomeMonth, type IncomeHolding } from './components/IncomeView';
export {
  AlertsManager, type AlertsManagerProps, type PriceAlertRow, type AlertFormValues, type AlertFormField, type AlertCondition,
} from './components/AlertsManager';
export { NotificationBell, type NotificationBellProps } from './components/NotificationBell';
export { NotificationPanel, type NotificationPanelProps, type NotificationItem } from './components/NotificationPanel';
// Sharing, friends, the chart assistant and API access.
export { ShareLinkPanel, type ShareLinkPanelProps, type ShareLinkView } from './components/ShareLinkPanel';
export {
  PublicPortfolioView, type PublicPortfolioViewProps, type PublicPortfolioData, type PublicHoldingRow, type PublicPerformance,
} from './components/PublicPortfolioView';
export {
  FriendsList, type FriendsListProps, type FriendRow, type IncomingFriendRow, type OutgoingFriendRow,
  SharedPortfolioLinks, type SharedPortfolioLinksProps, type SharedPortfolioLink,
} from './components/FriendsList';
export {
  AssistantPanel, type AssistantPanelProps, type AssistantTurnView, type AssistantCitationView,
} from './components/AssistantPanel';
export {
  ApiTokensManager, type ApiTokensManagerProps, type ApiTokenRow, type CreatedApiTokenView,
} from './components/ApiTokensManager';
// Every money movement and currency, and the return explained (product §10.21-§10.23).
export { MoneyPanel, type MoneyPanelProps, type MoneyFigure, type MoneyHoldingRow, type MoneyCashRow, type MoneyTone } from './components/MoneyPanel';
export {
  ReturnExplained, type ReturnExplainedProps, type ReturnLine, type ReturnEntry, type ReturnFigure, type ReturnTone,
} from './components/ReturnExplained';
