/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MAP_REQUIRES_SIGN_IN?: string;
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_OPERATOR_ADDRESS?: string;
  readonly VITE_OPERATOR_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
