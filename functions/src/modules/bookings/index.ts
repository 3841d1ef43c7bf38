// The bookings module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { assignEmployee, placeOpenBooking, type Placement } from './assign-employee';
export { holdFor } from './booking-hold';
export { companyLink, ownerLink, whenInZone } from './booking-mails';
export {
  companyRecipientsInTransaction,
  tellOwnerCancelled,
  tellReviewReceived,
  tellStatusSet,
} from './booking-notifier';
export { cancelOwnBooking, cancelStep, countCancelled } from './cancel-booking';
export { createBooking } from './create-booking';
export { reviewBooking } from './review-booking';
export { sendBookingReminders } from './send-reminders';
export { datesFrom } from './stay-rules';
export { statusDelta, updateBookingStatus } from './update-booking-status';
