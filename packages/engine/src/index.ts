export * from './map/board-map.js';
export type * from './map/map-data.js';
export { loadMap, type MapLoadResult } from './map/load-map.js';
export { standardMap } from './map/standard-map.js';
export type { LoadProblem } from './load-problem.js';
export { Game, unitText, type BoardUnit, type GamePower } from './game/game.js';
export type * from './game/game-file.js';
export { loadGame, parseUnitText, type GameLoadResult, type LoadGameOptions } from './game/load-game.js';
export { startingGame, type StartingGameOptions } from './game/starting-game.js';
export {
  resolveRules,
  ruleFlags,
  type RuleFlag,
  type Rules,
  type IncomeScheme,
  type VariantSettings,
} from './game/variants.js';
export {
  parseAcceptanceList,
  acceptanceListOf,
  acceptanceListText,
  acceptanceListProblems,
  expandAcceptanceList,
  type AcceptanceList,
} from './game/acceptance-list.js';
export { incomeFor, incomeForCount, voidStartingFunds } from './accounts/income.js';
export { gameView, mapView, type BoardView } from './orders/board-view.js';
export { visibleProvinces } from './game/blind-sight.js';
export {
  orderText,
  orderSuffix,
  isMoveOrder,
  type ResolvedOrder,
  type OrderUnit,
  type TargetUnit,
} from './orders/order.js';
export { enumerateOrders, legalOrders } from './orders/enumerate.js';
export { convoyRoutes, hasConvoyRoute } from './orders/convoy-routes.js';
export {
  resolveOrder,
  resolveOfferedUnit,
  resolvePlace,
  type OfferedUnit,
  type CheckedOrder,
  type ResolveProblem,
} from './orders/resolve-order.js';
export { closestName, nameDistance, suggestProvinces, normalizeCoast } from './orders/places.js';
export { checkOrderText, type OrderLegality } from './orders/order-legality.js';
export {
  analyzeSheet,
  checkSheet,
  type AnalyzeOptions,
  type CheckedOffer,
  type CheckedSheet,
  type OfferCheck,
  type SheetContext,
  type SheetDiagnostic,
} from './check/check-sheet.js';
export { lineTotal, termAmount, termPlateau, termRepetition } from './check/offer-amounts.js';
export {
  adjudicate,
  AdjudicationError,
  type AdjudicateOptions,
  type AdjudicationResult,
  type SheetInputs,
  type UnitResult,
} from './adjudicate/adjudicate.js';
export { nextGameState } from './adjudicate/next-game.js';
export {
  phaseName,
  phaseTitle,
  reportText,
  type PlayerReport,
  type OwnUnitReport,
  type AcceptedOfferReport,
} from './adjudicate/reports.js';
export type { Explanation, CandidateExplanation, DecidingRule } from './adjudicate/explanation.js';
export { ledgerLine, type LedgerEntry } from './accounts/ledger.js';
export { seededRandom, shuffler } from './adjudicate/seeded-random.js';
export { payIncome, transfer, zeroSumYearEnd, type AccountsResult } from './accounts/transactions.js';
export {
  reductionSchedule,
  scheduledAmount,
  scheduledTotal,
  type ReductionSchedule,
  type ScheduledOffer,
  type ScheduleRow,
} from './adjudicate/reduction-schedule.js';
export { chartText } from './adjudicate/chart.js';
export {
  adjudicationText,
  refusalLines,
  type AdjudicationTextOptions,
  type RefusalOptions,
} from './adjudicate/adjudication-text.js';
export { askedOrders, offerCoverage, type AskedOrder } from './adjudicate/asked-orders.js';
export { gameFileNames, powerOfSheet } from './game/sheet-files.js';
export { availableMoney } from './accounts/available.js';
export { offerMoney, sheetMoney, type SheetMoney } from './accounts/sheet-money.js';
export { offerStanding, loyalUnitsStanding, type OfferStanding } from './adjudicate/effective-offers.js';
// Phases, movement resolution (DATC), retreats and adjustments.
export type { DislodgedUnit } from './game/game.js';
export { resolveMovement } from './resolve/movement.js';
export { resolveRetreats } from './resolve/retreats.js';
export { adjustmentCount, resolveAdjustments } from './resolve/adjustments.js';
export {
  PhaseError,
  type OrderOutcome,
  type PlacedUnit,
  type DislodgedUnitEntry,
  type IgnoredOrder,
  type MovementResult,
  type RetreatResult,
  type AdjustmentResult,
} from './resolve/results.js';
export { diagnosticDocUrl, diagnosticsCatalogueUrl, projectHomepage } from './diagnostic-docs.js';
export { diagnosticCodes } from './diagnostic-codes.js';
export { numberLimits, overLimit } from './game/number-limits.js';
export { diagnosticDocUrl as diagnosticHelpUri } from './diagnostic-docs.js';
export {
  applyDiagnosticConfig,
  parseDiagnosticConfig,
  type DiagnosticConfig,
  type DiagnosticConfigResult,
  type RuleSetting,
} from './check/diagnostic-config.js';
// The GameMaster's cycle: phases advanced from the sheets, accounts between them, history,
// player views and public results.
export { advancePhase, type AdvanceOptions, type AdvanceResult } from './cycle/advance.js';
export type { PhaseStep } from './cycle/phase-step.js';
export { playerPhaseReports, playerReportText, setAsideText, type PlayerPhaseReport } from './cycle/player-reports.js';
export type { SetAsideOrder } from './cycle/phase-inputs.js';
export { resultsSeenBy, resultsText } from './cycle/public-results.js';
export { playerView } from './cycle/player-view.js';
export { recordedState, verifyHistory, type HistoryProblem, type HistoryVerification } from './cycle/verify-history.js';
export { newGame, type NewGameOptions } from './cycle/new-game.js';
export { movementSeasons } from './cycle/seasons.js';
export { applyAction, actionText } from './cycle/actions.js';
export { phaseOrderItems, type PhaseOrderItem } from './check/phase-orders.js';
export { incomeDue, incomePaid, resignPower, settleYearEnd } from './accounts/transactions.js';
export { centresChangingHands } from './game/centre-ownership.js';
export type { OrderResult, CentreChange, PhaseResults } from './game/phase-results.js';
// Exchange Payola (Rule 6.8): investors, shares, CEOs and dividends.
export {
  sharesHeld,
  sharesOutstanding,
  unissuedShares,
  stockholders,
  companiesHeadedBy,
  largestShareholder,
} from './exchange/shares.js';
export { sharePrice } from './exchange/share-price.js';
export { payDividends, type Dividend } from './exchange/dividends.js';
export { stockRound, type ShareSale } from './exchange/stock-round.js';
export { countElections, type Election } from './exchange/elections.js';
export { centreWorth, setCentreWorth, captureSpoils, type WorthChange } from './exchange/centre-worth.js';
export { liquidate, netWorths, exchangeWinners, treasuryPart, type Liquidation } from './exchange/liquidation.js';
export { transferShares } from './exchange/share-transfer.js';
export { exchangeWinter, type ExchangeYear } from './exchange/winter.js';
export {
  stockholderReports,
  stockholderReportText,
  dividendText,
  type StockholderReport,
} from './exchange/stockholder-report.js';
export type { WinterInstructions, StockPurchase, Ballot, CentreWorth } from './exchange/instructions.js';
export { winterInstructions } from './exchange/winter-sheets.js';
export { readWinterLines, type WinterLines } from './check/exchange-lines.js';
export type { NewInvestor } from './cycle/new-game.js';
export type { CompanyShares, InvestorHoldings } from './game/game.js';
export type { ExchangeSettings, ExchangeRules } from './game/variants.js';
