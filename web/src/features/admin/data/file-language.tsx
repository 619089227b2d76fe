// Which of the site's languages an imported file is in (the JSON Resume and LinkedIn imports).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { profileQuery } from '../lib/profile-query';

/** The site's languages, and the one a file is in: the default's unless the owner chose another. */
export function useFileLanguage() {
  const languages = useQuery(profileQuery()).data?.languages ?? [];
  const defaultLanguage = languages[0];
  const [chosen, setLanguage] = useState<string | undefined>(undefined);
  const language = chosen !== undefined && languages.includes(chosen) ? chosen : defaultLanguage;
  return { languages, defaultLanguage, language, setLanguage };
}

interface FileLanguageProps {
  languages: string[];
  value: string | undefined;
  disabled: boolean;
  onChange: (language: string) => void;
}

/** Which of the site's languages the file is in. */
export function FileLanguage({ languages, value, disabled, onChange }: FileLanguageProps) {
  const id = useId();
  return (
    <div className="field resume-import-language">
      <label htmlFor={id}>Language of the file</label>
      <select className="select" id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {languages.map((tag, index) => (
          <option key={tag} value={tag}>
            {index === 0 ? `${tag} (default)` : tag}
          </option>
        ))}
      </select>
    </div>
  );
}
