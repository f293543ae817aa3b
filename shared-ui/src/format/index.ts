export { formatDate, formatFullDate, type FormatDateOptions } from './format-date';
export { formatMoney, type FormatMoneyOptions } from './format-money';
