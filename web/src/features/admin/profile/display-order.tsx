import { useMemo } from 'react';
import type { StoredExperience } from '../../../lib/api-schema';
import { groupByIndustries, groupByTools } from '../../../lib/core';
import { experiencesResource } from '../lib/experiences-resource';
import { useAdminList } from '../lib/resource';
import { useUpdateProfile } from './api/profile-api';
import { OrderEditor } from './order-editor';

interface DisplayOrderProps {
  toolsOrder: string[];
  industriesOrder: string[];
}

/** The order of the public By Tools and By Industries groups, as folio-core computes it. */
export function DisplayOrder({ toolsOrder, industriesOrder }: DisplayOrderProps) {
  const experiences = useAdminList<StoredExperience>(experiencesResource);
  const update = useUpdateProfile();
  const tools = useMemo(
    () =>
      groupByTools({ experiences: experiences.data ?? [], order: toolsOrder }).map(
        (group) => group.tool,
      ),
    [experiences.data, toolsOrder],
  );
  const industries = useMemo(
    () =>
      groupByIndustries({ experiences: experiences.data ?? [], order: industriesOrder }).map(
        (group) => group.industry,
      ),
    [experiences.data, industriesOrder],
  );
  if (experiences.isPending) return null;
  return (
    <section className="display-order" aria-labelledby="display-order-heading">
      <h2 className="section-title" id="display-order-heading">
        Display order
      </h2>
      <p className="field-hint">
        The order of the groups in the By Tools and By Industries views of your portfolio.
      </p>
      <div className="order-editors">
        <OrderEditor
          title="Tools"
          names={tools}
          saving={update.isPending && update.variables?.toolsOrder !== undefined}
          onSave={(order) => update.mutate({ toolsOrder: order })}
        />
        <OrderEditor
          title="Industries"
          names={industries}
          saving={update.isPending && update.variables?.industriesOrder !== undefined}
          onSave={(order) => update.mutate({ industriesOrder: order })}
        />
      </div>
    </section>
  );
}
