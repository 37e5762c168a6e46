import type { UIFieldServerProps } from 'payload'

import { planWorkedExample } from '@/lib/approvals/worked-example'

import './worked-example.css'

/**
 * On a plan's page in the admin: the quotes the proposed change would change, live against proposed
 * (issue 23, part 1). The person approving sees the money first; the fields follow.
 */
export async function PlanWorkedExample({ id, payload }: UIFieldServerProps) {
  if (id === undefined) return null
  const example = await planWorkedExample(payload, id)
  if (!example || example.rows.length === 0) return null
  return (
    <section className="redwood-worked-example" aria-labelledby="worked-example-heading">
      <h2 id="worked-example-heading">What this change does to quotes</h2>
      <p>
        {example.anyChange
          ? 'Monthly or yearly premiums for example customers, on the plan as it is on the site and as proposed in this draft.'
          : 'This draft prices these example customers exactly as the plan on the site does.'}
      </p>
      <div className="redwood-worked-example__scroll" tabIndex={0} role="region" aria-label="Example quotes, live and proposed">
        <table>
          <thead>
            <tr>
              <th scope="col">Example customer</th>
              <th scope="col">On the site now</th>
              <th scope="col">As proposed</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {example.rows.map((row) => (
              <tr key={row.customer} data-changed={row.changed ? 'yes' : 'no'}>
                <th scope="row">{row.customer}</th>
                <td>{row.live}</td>
                <td>{row.proposed}</td>
                <td>{row.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {example.problems.length > 0 ? (
        <p className="redwood-worked-example__problem">This draft cannot be priced as it is: {example.problems.join(' ')}</p>
      ) : null}
    </section>
  )
}
