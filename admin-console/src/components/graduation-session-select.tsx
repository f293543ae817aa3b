import { useCallback, useMemo, type ChangeEvent } from 'react';
import { apiRequest, listAcademicSessions } from '@registrar/shared-api';
import { Select } from '@registrar/shared-ui';
import { useApiData } from '../hooks/use-api-data';

export interface GraduationSessionSelectProps {
  /** A session's code ('' for any session). */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * A list filter by graduation session: the sessions the records source named, latest first, plus
 * the value in the URL so a shared link's filter still shows. While loading, or if the load
 * fails, only that value is offered (the filter itself still works).
 */
export function GraduationSessionSelect({ value, onChange }: GraduationSessionSelectProps) {
  const fetcher = useCallback(
    (signal?: AbortSignal) => apiRequest(listAcademicSessions, { signal, isSilent: true }),
    [],
  );
  const { data } = useApiData(fetcher);
  const options = useMemo(() => {
    const sessions = (data || []).map((session) => ({ value: session.code, label: session.name }));
    const known = sessions.some((option) => option.value.toUpperCase() === value.toUpperCase());
    return value === '' || known ? sessions : [...sessions, { value, label: value }];
  }, [data, value]);
  return (
    <Select
      label="Graduation session"
      placeholder="Any session"
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
