/** The payments module's public entry: what other modules may use of it. */
export { recordCheckPayment } from './consumption.repository';
