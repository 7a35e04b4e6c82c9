import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../rules/push-endpoint';
import { msg } from './common.schema';

/**
 * A browser's `PushSubscription.toJSON()`: the push service's endpoint and the keys the payload is
 * encrypted to — `p256dh`, an uncompressed P-256 public key (65 bytes, base64url, first byte 0x04,
 * so its text begins with "B"), and `auth`, a 16-byte secret. `language` is ours: the language the
 * device's notifications are written in (the interface's language when push was turned on).
 */
export const pushSubscriptionInputSchema = z.object(
  {
    endpoint: z
      .string(msg('push.subscriptionInvalid'))
      .min(1)
      .max(PUSH_ENDPOINT_MAX_LENGTH, msg('push.subscriptionInvalid')),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z
          .string(msg('push.subscriptionInvalid'))
          .regex(/^B[A-Za-z0-9_-]{86}=?$/, msg('push.subscriptionInvalid')),
        auth: z
          .string(msg('push.subscriptionInvalid'))
          .regex(/^[A-Za-z0-9_-]{22}(==)?$/, msg('push.subscriptionInvalid')),
      },
      msg('push.subscriptionInvalid'),
    ),
    language: z.enum(LANGUAGES).optional(),
  },
  msg('push.subscriptionInvalid'),
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** A device that receives push notifications, as its owner sees it in the list of their devices. */
export interface PushDeviceDto {
  id: string;
  /** "Chrome pe Android": from the browser's user agent when it subscribed. */
  label: string;
  language: (typeof LANGUAGES)[number];
  createdAt: string;
  lastSuccessAt: string | null;
}
