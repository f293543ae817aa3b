import type { ColumnOf, CrudTableName, DataColumnOf, KeyComparison } from './queries';
import { defineSettingsResource, type SettingsResourceConfig } from './resource';

type ByName = 'orderBy' | 'unique' | 'notFound' | 'inUseLabel';

export interface NamedResourceConfig<
  TB extends CrudTableName,
  C extends DataColumnOf<TB>,
  Input,
> extends Omit<SettingsResourceConfig<TB, C, Input>, ByName> {
  /** What the messages call a row: 'courier' → 'A courier with this name already exists.' */
  label: string;
  /** The article the label takes ('An application type'); 'A' when absent. */
  article?: 'A' | 'An';
}

/**
 * A settings resource known by its `name`, unique in any case, and listed by it; the 409, 404 and
 * in-use messages name it by `label` ('Courier not found.').
 */
export function defineNamedResource<
  TB extends CrudTableName &
    { [K in CrudTableName]: 'name' extends ColumnOf<K> ? K : never }[CrudTableName],
  C extends DataColumnOf<TB>,
  Input,
>({ label, article = 'A', ...config }: NamedResourceConfig<TB, C, Input>) {
  // Every table TB can stand for has a `name` column; TypeScript cannot see it while TB is open.
  const name = 'name' as ColumnOf<TB>;
  const key = { [name]: 'any case' } as Partial<Record<ColumnOf<TB>, KeyComparison>>;
  return defineSettingsResource<TB, C, Input>({
    ...config,
    orderBy: [name],
    unique: { key, field: 'name', message: `${article} ${label} with this name already exists.` },
    notFound: `${label.charAt(0).toUpperCase()}${label.slice(1)} not found.`,
    inUseLabel: label,
  });
}
