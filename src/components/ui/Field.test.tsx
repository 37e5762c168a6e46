import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CheckboxField, Choice, Choices, Field, Fieldset } from './Field'

describe('Field', () => {
  it('ties the control to its hint and error, and marks it invalid only with an error', () => {
    const html = renderToStaticMarkup(
      <Field id="x-email" label="Email address" hint="We reply here" error="Email is required" required>
        {(control) => <input {...control} name="email" />}
      </Field>,
    )
    expect(html).toContain('<label for="x-email"')
    expect(html).toMatch(/<p id="x-email-hint"[^>]*>We reply here<\/p>/)
    expect(html).toMatch(/<p id="x-email-error"[^>]*>.*<span class="visually-hidden">Error: <\/span>Email is required/)
    expect(html).toMatch(/<input id="x-email" class="[^"]+" aria-invalid="true" aria-describedby="x-email-hint x-email-error" name="email"\/>/)
    // The hint comes before the error, both before the control (the GOV.UK order).
    expect(html.indexOf('x-email-hint"')).toBeLessThan(html.indexOf('x-email-error"'))

    const fine = renderToStaticMarkup(<Field id="x-name" label="Name">{(control) => <input {...control} />}</Field>)
    expect(fine).not.toMatch(/aria-invalid|aria-describedby|-error/)
  })

  it('puts a group’s error on the fieldset, not on each radio', () => {
    const html = renderToStaticMarkup(
      <Fieldset id="x-customer" legend="Are you an existing customer?" radio error="Please select one">
        <input type="radio" name="customer" value="yes" />
      </Fieldset>,
    )
    expect(html).toMatch(/<fieldset role="radiogroup" class="[^"]+" aria-describedby="x-customer-error" aria-invalid="true">/)
    expect(html).toContain('<input type="radio" name="customer" value="yes"/>')
  })
})

describe('Choice and CheckboxField', () => {
  it('renders boxed choices with the first one’s id, and a checked default', () => {
    const html = renderToStaticMarkup(
      <Choices>
        <Choice type="radio" name="gender" value="female" id="x-gender" label="Female" defaultChecked />
        <Choice type="radio" name="gender" value="male" label="Male" hint="As on your ID" />
      </Choices>,
    )
    expect(html).toContain('<input type="radio" id="x-gender" name="gender" checked="" value="female"/>')
    expect(html).toMatch(/<input type="radio" name="gender" value="male"\/><span><span class="[^"]+">Male<\/span><span class="[^"]+">As on your ID<\/span>/)
  })

  it('puts a lone checkbox’s error above it and marks the box invalid', () => {
    const html = renderToStaticMarkup(<CheckboxField id="x-consent" name="consent" label="I agree" error="Please agree" required />)
    expect(html).toMatch(/<p id="x-consent-error"[^>]*>.*Please agree/)
    const box = html.match(/<input type="checkbox"[^>]*>/)?.[0] ?? ''
    for (const attribute of ['id="x-consent"', 'name="consent"', 'value="on"', 'required=""', 'aria-invalid="true"', 'aria-describedby="x-consent-error"']) {
      expect(box).toContain(attribute)
    }
    const fine = renderToStaticMarkup(<CheckboxField id="x-consent" name="consent" label="I agree" />)
    expect(fine).not.toMatch(/aria-invalid|-error/)
  })
})
