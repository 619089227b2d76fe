import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, write } from '../../../lib/api';
import type { Education } from '../../../lib/api-schema';
import { educationCategoryOrder } from '../../../lib/core';
import { SavingOrder, SortableList } from '../components/sortable-list';
import { useAdminList, writeFailed } from '../lib/resource';
import { profileQuery } from '../lib/profile-query';
import { educationResource } from '../lib/education-resource';

const FAILURE = 'Failed to save the order of categories. Please try again.';

/** Saves the profile's `educationCategories`, shown at once and put back if refused. */
function useSaveCategories() {
  const queryClient = useQueryClient();
  const key = profileQuery().queryKey;
  const mutation = useMutation({
    mutationFn: (educationCategories: string[]) =>
      write(api.PUT('/admin/profile', { body: { educationCategories } }), FAILURE),
    onMutate: async (educationCategories) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, educationCategories });
      return { previous };
    },
    onError: (error, _sent, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      writeFailed(error, 'Error', (error instanceof ApiWriteError && error.serverMessage) || FAILURE);
    },
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
  return { save: mutation.mutate, saving: mutation.isPending };
}

/**
 * The order of the public Education tab's headings (issue 40 point 1): the categories the entries
 * use, in folio-core's order (the profile's, then a new category last), dragged or moved with the
 * keyboard, and saved at once as the profile's `educationCategories`. The categories the profile
 * lists that no entry uses stay listed after them.
 */
export function CategoryOrder() {
  const entries = useAdminList<Education>(educationResource).data;
  const stored = useQuery(profileQuery()).data?.educationCategories;
  const { save, saving } = useSaveCategories();
  if (!entries || !stored) return null;
  const order = educationCategoryOrder({ entries, categories: stored });
  if (order.length < 2) return null;
  // Ids that stay with a name however it moves, as the drag needs.
  const byName = [...order].sort();
  const items = order.map((name) => ({ id: byName.indexOf(name) + 1, name }));
  return (
    <section className="category-order" aria-labelledby="category-order-heading">
      <div className="section-bar">
        <h2 className="section-title" id="category-order-heading">
          Order of categories
        </h2>
        {saving && <SavingOrder />}
      </div>
      <p className="field-hint">
        Your site's Education tab shows its categories in this order. A new category goes last.
      </p>
      <SortableList
        items={items}
        label={(item) => item.name}
        // The server keeps each name's first place, so the categories no entry uses follow.
        onReorder={(next) => save([...next.map((item) => item.name), ...stored])}
        renderItem={(item, handle) => (
          <article className="admin-card category-order-row">
            {handle}
            <span className="admin-card-title">{item.name}</span>
          </article>
        )}
      />
    </section>
  );
}
