// A catalog imported from its PO file: @lingui/vite-plugin compiles it as it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
