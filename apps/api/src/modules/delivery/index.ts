// The delivery module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export {
  areaWeekdays,
  findDeliveryArea,
  isDeliveryDay,
  marketCalendars,
  requireDeliveryArea,
  weekdays,
} from './calendar';
export { cartLeadTimeDays } from './repository';
export { seedDeliveryDefaults } from './seed';
export {
  firstShippingDate,
  isShippingDateValid,
  isShippingMethod,
  type ShippingMethodCode,
  shippingFee,
  shippingMethodCodes,
  shippingName,
  shippingOptions,
} from './shipping';
export { useStoredTables } from './tables';
