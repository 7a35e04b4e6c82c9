// Mantine's NumberInput with react-number-format (~9.6 KiB gzip): one chunk, loaded through
// components/deferred-number-input.tsx.
export { NumberInput } from '@mantine/core';
