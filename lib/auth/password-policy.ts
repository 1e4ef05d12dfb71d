// Apart from the rules: the forms read them before their checks load.
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;
