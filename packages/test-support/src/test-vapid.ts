/**
 * A fixed VAPID pair for processes the tests start with NODE_ENV=production, which refuses to run
 * push without one (made with createECDH('prime256v1'); used nowhere but tests and benchmarks).
 */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: 'BP0HS-TyQ2J79SH6QZjfXyBzwfXzX6YxJU-p8HGj75nM1v_4HLeF_3_l2idhti1CWhh0v48I9R8QlJFgrypOSSg',
  VAPID_PRIVATE_KEY: 'luEPgDSYSHVJciTab2-vn3p9ibug_qRLxgqFrB7_NlQ',
  VAPID_SUBJECT: 'mailto:operations@autolicit.ro',
} as const;
