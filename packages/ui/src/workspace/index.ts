// @pt/ui/workspace: the portfolio workspace (/app and its pages): summary, holdings, charts, money and
// returns, transactions, CSV import, portfolio switching, plan features, sharing, the assistant and API
// access. Components take the SDK's shapes and a `PortfolioFormat`; they never import the SDK.
// Explicit named exports.
import '../theme';

export { onNearViewport } from './PerformanceChart/onNearViewport';
export { AppNavigation, type AppNavigationProps, type AppNavigationItem } from './AppNavigation';
export type { PortfolioFormat } from '../private/PortfolioShared';
export { DelayedDataNotice, type DelayedDataNoticeProps } from './DelayedDataNotice';
export { PriceSource, StaleBadge, type PriceSourceProps, type StaleBadgeProps } from './PriceSource';
export { MarketDataNotice, type MarketDataNoticeProps } from './MarketDataNotice';
export { PortfolioSummary, type PortfolioSummaryProps, type PortfolioSummaryFigures } from './PortfolioSummary';
export {
  HoldingsTable,
  type HoldingsTableProps, type HoldingsTableRow, type HoldingsSort, type HoldingsSortColumn,
} from './HoldingsTable';
export { AllocationChart, type AllocationChartProps, type AllocationChartSlice } from './AllocationChart';
export {
  PerformanceChart, type PerformanceChartProps, type PerformancePoint, type PerformanceBenchmark, type ReturnMethod,
} from './PerformanceChart';
export { StockSearch, type StockSearchProps, type StockOption } from './StockSearch';
export {
  TransactionForm,
  type TransactionFormProps, type TransactionFormValues, type TransactionFormField, type TransactionFormType, type TransactionFormSearch,
} from './TransactionForm';
export {
  TransactionTable, type TransactionTableProps, type TransactionTableRow, type TransactionTableFilter, type TransactionTypeFilter, type TransactionRowView, type TransactionTableType,
} from './TransactionTable';
export {
  CsvImport,
  type CsvImportProps, type CsvImportField, type CsvImportStep, type CsvImportMapping, type CsvPreviewRow, type CsvImportCounts,
} from './CsvImport';
export { PortfolioSwitcher, type PortfolioSwitcherProps, type PortfolioSwitcherItem } from './PortfolioSwitcher';
export { UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt';
export { FeatureGate, type FeatureGateProps, type FeatureLockView } from './FeatureGate';
export { RiskMetrics, type RiskMetricsProps, type RiskMetricsFigures } from './RiskMetrics';
export { MonthlyReturnsHeatmap, type MonthlyReturnsHeatmapProps, type MonthlyReturnsYear } from './MonthlyReturnsHeatmap';
export { RiskRules, type RiskRulesProps, type RiskRuleItem } from './RiskRules';
export { IncomeView, type IncomeViewProps, type IncomeMonth, type IncomeHolding } from './IncomeView';
export {
  AlertsManager, type AlertsManagerProps, type PriceAlertRow, type AlertFormValues, type AlertFormField, type AlertCondition,
} from './AlertsManager';
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationPanel, type NotificationPanelProps, type NotificationItem } from './NotificationPanel';
export { ShareLinkPanel, type ShareLinkPanelProps, type ShareLinkView } from './ShareLinkPanel';
export {
  PublicPortfolioView, type PublicPortfolioViewProps, type PublicPortfolioData, type PublicHoldingRow, type PublicPerformance,
} from './PublicPortfolioView';
export {
  FriendsList, type FriendsListProps, type FriendRow, type IncomingFriendRow, type OutgoingFriendRow,
  SharedPortfolioLinks, type SharedPortfolioLinksProps, type SharedPortfolioLink,
} from './FriendsList';
export {
  AssistantPanel, type AssistantPanelProps, type AssistantTurnView, type AssistantCitationView,
} from './AssistantPanel';
export {
  ApiTokensManager, type ApiTokensManagerProps, type ApiTokenRow, type CreatedApiTokenView,
} from './ApiTokensManager';
export { MoneyPanel, type MoneyPanelProps, type MoneyFigure, type MoneyHoldingRow, type MoneyCashRow, type MoneyTone } from './MoneyPanel';
export {
  ReturnExplained, type ReturnExplainedProps, type ReturnLine, type ReturnEntry, type ReturnFigure, type ReturnTone,
} from './ReturnExplained';
