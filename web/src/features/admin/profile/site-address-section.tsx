import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { LoadFailed, Loading } from '../components/query-states';
import { siteQuery, useChangeSiteAddress } from './api/site-api';

/**
 * The site's address: the one every page, share card, feed and sitemap names. It starts as the
 * address the site was set up through; the owner changes it here after a move to a new domain,
 * unless the server's `PUBLIC_URL` sets it.
 */
export function SiteAddressSection() {
  const site = useQuery(siteQuery());
  return (
    <section className="admin-card site-address-card" aria-labelledby="site-address-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="site-address-heading">
          Site address
        </h2>
        {site.isPending ? (
          <Loading text="Loading site address..." />
        ) : site.error ? (
          <LoadFailed error={site.error} retry={() => void site.refetch()} />
        ) : (
          <SiteAddressForm
            key={site.data.address}
            address={site.data.address}
            fromEnvironment={site.data.fromEnvironment}
          />
        )}
      </div>
    </section>
  );
}

function SiteAddressForm({ address, fromEnvironment }: { address: string; fromEnvironment: boolean }) {
  const [value, setValue] = useState(address);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSiteAddress({ onRefused: setError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(value);
  };
  const hint = fromEnvironment
    ? 'Set by PUBLIC_URL on the server; change it there.'
    : 'Every page, share card, feed and sitemap names this address. Change it after moving your site to a new domain.';
  return (
    <form className="site-address-form" onSubmit={submit} noValidate>
      <Field label="Address" error={error ?? undefined} hint={hint}>
        <input
          className="input"
          type="url"
          inputMode="url"
          value={value}
          maxLength={limits.url}
          readOnly={fromEnvironment}
          autoComplete="url"
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </Field>
      {!fromEnvironment && (
        <button
          type="submit"
          className="button button--primary"
          disabled={change.isPending || value.trim() === address}
        >
          {change.isPending ? 'Saving...' : 'Save address'}
        </button>
      )}
    </form>
  );
}
