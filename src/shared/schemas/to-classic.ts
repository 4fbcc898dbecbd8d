/**
 * The classic zod schema for a zod/mini one: the same definition (the same checks, defaults and
 * transforms, so it parses and fails alike) rebuilt with classic's classes. The list queries and
 * the few schemas every page's JavaScript loads are written once, in zod/mini (query-fields.ts says
 * why); the server and the classic schema modules take them through here because they need what
 * only classic schemas have: @hono/zod-openapi's types, the OpenAPI generator (it reads classic's
 * `minLength`, `maxLength` and `format` getters, which mini schemas lack, so a mini field would
 * lose its limits in the document) and methods such as `.nullable()`, `.extend()` and `.omit()`.
 *
 * Only the kinds those schemas use are known; anything else throws, so a new kind is added here
 * (and checked against the OpenAPI document) rather than silently rendered wrong.
 */
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { z as mini } from 'zod/mini';

/** The classic type of a mini schema: objects and wrappers keep their classic methods. */
export type Classic<T> =
  T extends mini.ZodMiniObject<infer Shape, infer Config>
    ? z.ZodObject<{ -readonly [K in keyof Shape]: Classic<Shape[K]> }, Config>
    : T extends mini.ZodMiniOptional<infer Inner>
      ? z.ZodOptional<Classic<Inner>>
      : T extends mini.ZodMiniNullable<infer Inner>
        ? z.ZodNullable<Classic<Inner>>
        : T extends mini.ZodMiniDefault<infer Inner>
          ? z.ZodDefault<Classic<Inner>>
          : T extends mini.ZodMiniEnum<infer Entries>
            ? z.ZodEnum<Entries>
            : T extends mini.ZodMiniString<string>
              ? z.ZodString
              : T extends core.$ZodType
                ? z.ZodType<
                    core.output<T>,
                    core.input<T>,
                    T['_zod'] & core.$ZodTypeInternals<core.output<T>, core.input<T>>
                  >
                : never;

type Constructor = new (def: core.$ZodTypeDef) => z.ZodType;

const BY_TYPE: Readonly<Record<string, Constructor>> = {
  string: z.ZodString,
  number: z.ZodNumber,
  boolean: z.ZodBoolean,
  enum: z.ZodEnum,
  literal: z.ZodLiteral,
  unknown: z.ZodUnknown,
  object: z.ZodObject,
  array: z.ZodArray,
  optional: z.ZodOptional,
  nullable: z.ZodNullable,
  default: z.ZodDefault,
  catch: z.ZodCatch,
  pipe: z.ZodPipe,
  transform: z.ZodTransform,
} as unknown as Record<string, Constructor>;

/** A string or number with a format is a subclass of its own (`z.iso.date()` is a ZodISODate). */
const BY_FORMAT: Readonly<Record<string, Constructor>> = {
  'string:date': z.ZodISODate,
  'number:safeint': z.ZodNumberFormat,
} as unknown as Record<string, Constructor>;

/** The definition's keys that hold schemas (rebuilt too); every other key is kept as it is. */
const INNER_KEYS = ['innerType', 'element', 'in', 'out', 'catchall'] as const;

// One classic schema per mini one, as before the split: the same definition is the same schema.
const built = new WeakMap<core.$ZodType, z.ZodType>();

const rebuild = (schema: core.$ZodType): z.ZodType => {
  const def = schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;
  const format = typeof def['format'] === 'string' ? `${def.type}:${def['format']}` : undefined;
  const Constructor = format ? BY_FORMAT[format] : BY_TYPE[def.type];
  if (!Constructor) throw new Error(`toClassic: no classic schema for a ${format ?? def.type} here`);
  // Descriptors, not a spread: a default's value is a getter that copies it per parse.
  const next = Object.defineProperties({}, Object.getOwnPropertyDescriptors(def)) as Record<string, unknown>;
  const set = (key: string, value: unknown) =>
    Object.defineProperty(next, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of INNER_KEYS) {
    if (def[key] !== undefined) set(key, toClassic(def[key] as core.$ZodType));
  }
  if (def.type === 'object') {
    const shape = def['shape'] as Record<string, core.$ZodType>;
    set('shape', Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, toClassic(field)])));
  }
  return new Constructor(next as unknown as core.$ZodTypeDef);
};

export const toClassic = <T extends core.$ZodType>(schema: T): Classic<T> => {
  let classic = built.get(schema);
  if (!classic) {
    classic = rebuild(schema);
    built.set(schema, classic);
  }
  return classic as Classic<T>;
};
