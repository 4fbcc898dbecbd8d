import { NOTIFICATION_KINDS, type NotificationKind } from '../../shared/respond';

/** The events a shopper can get (they have no leads or plan): replies and price drops on favorites. */
export const SHOPPER_NOTIFICATION_KINDS: readonly NotificationKind[] = ['message_new', 'price_drop'];

/** Dealer staff get every kind (they may shop too). */
export const notificationKindsFor = (dealerStaff: boolean): readonly NotificationKind[] =>
  dealerStaff ? NOTIFICATION_KINDS : SHOPPER_NOTIFICATION_KINDS;
