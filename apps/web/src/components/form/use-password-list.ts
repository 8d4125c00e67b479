import { useEffect, useState } from 'react';
import type { z } from 'zod';

/**
 * `schema` with the domain's list of common and breached passwords on its new-password `fields`, once the list's
 * own chunk has loaded (about 220 KB gzipped, fetched after the page's first screen, so it weighs on no other page).
 * Until then the form checks the rest and the server, which always applies the list, answers PASSWORD_TOO_COMMON
 * under the field.
 */
export function usePasswordList<S extends z.ZodType>(schema: S, fields?: readonly string[]): S {
  const [checked, setChecked] = useState<{ base: S; schema: S }>({ base: schema, schema });
  useEffect(() => {
    let live = true;
    import('@hrwe/domain/password-list').then(({ withPasswordList }) => {
      if (live) setChecked({ base: schema, schema: withPasswordList(schema, fields) });
    });
    return () => {
      live = false;
    };
  }, [schema, fields]);
  return checked.base === schema ? checked.schema : schema;
}
