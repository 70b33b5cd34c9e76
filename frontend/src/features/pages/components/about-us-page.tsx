import { Trans } from '@lingui/react/macro';
import { PageTitle, Prose } from '../../../components/page-title';

export const AboutUsPage = () => (
  <section>
    <PageTitle lead={<Trans>Recyclens helps companies design packaging that can really be recycled.</Trans>}>
      <Trans>About us</Trans>
    </PageTitle>
    <Prose>
      <p>
        <Trans>
          Packaging is only circular if sorting plants can recognise it and recyclers can turn it into new
          material. Whether that works depends on details: the material of each component, the adhesive, the
          filler, the colour, the density. Recyclens brings these details together in one place.
        </Trans>
      </p>
      <h2>
        <Trans>What you can do with Recyclens</Trans>
      </h2>
      <ul className="list-disc pl-6">
        <li>
          <Trans>Describe your packaging component by component and group it in projects.</Trans>
        </li>
        <li>
          <Trans>Assess its recyclability country by country and compare the results.</Trans>
        </li>
        <li>
          <Trans>
            Read eco-design guidelines for aluminium, steel, wood, glass, films, paper and cardboard.
          </Trans>
        </li>
        <li>
          <Trans>Follow what happens in your company: new packaging, projects, reports and colleagues.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Who we are</Trans>
      </h2>
      <p>
        <Trans>
          We are a team of packaging engineers, recycling specialists and software developers. We work with
          brand owners, packaging manufacturers and recyclers so that design decisions are made with the end
          of life in mind, early and with reliable data.
        </Trans>
      </p>
    </Prose>
  </section>
);
