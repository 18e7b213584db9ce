// The Puck editor's configuration, built from the site package's blocks: the same components and
// CSS the server renders for the live site, inside the same themed root, so what the photographer
// sees while editing is what visitors get.
import type { ComponentType, ReactNode } from 'react';
import { FieldLabel, type Config, type CustomField, type Fields } from '@puckeditor/core';
import { blocks, blockTypes } from '@studio/site/blocks.tsx';
import { SiteContext, type TSiteContext } from '@studio/site/site-context.tsx';
import { SiteRoot } from '@studio/site/site-page.tsx';
import type { TSiteTheme } from '@studio/site/theme';
import { ImageField } from './image-field.tsx';

const imageField: CustomField<string> = {
  type: 'custom',
  label: 'Image',
  render: ({ value, onChange, field }) => (
    <FieldLabel label={field.label ?? 'Image'}>
      <ImageField value={value} onChange={onChange} />
    </FieldLabel>
  ),
};

/**
 * The block's fields with every image address replaced by the upload picker and every service
 * (serviceSlug) by a list of the business's bookable services.
 */
function withPickers(fields: Fields, services: TSiteContext['services']): Fields {
  const serviceField = {
    type: 'select',
    label: 'Service',
    options: [
      { label: 'Choose a service', value: '' },
      ...services.map((service) => ({ label: service.name, value: service.slug })),
    ],
  } as const;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (name === 'imageUrl' || name === 'url') return [name, imageField];
      if (name === 'serviceSlug') return [name, { ...serviceField, label: field.label }];
      if (field.type === 'array') {
        return [
          name,
          { ...field, arrayFields: withPickers(field.arrayFields as Fields, services) },
        ];
      }
      return [name, field];
    }),
  ) as Fields;
}

export function siteEditorConfig(input: {
  theme: TSiteTheme;
  businessColor: string;
  context: TSiteContext;
}): Config {
  const components = Object.fromEntries(
    blockTypes.map((type) => {
      const block = blocks[type];
      // Puck hands each block the props its fields and defaults produce.
      const Component = block.component as ComponentType<Record<string, unknown>>;
      return [
        type,
        {
          label: block.label,
          fields: withPickers(block.fields, input.context.services),
          defaultProps: block.defaultProps,
          render: (props: Record<string, unknown>) => <Component {...props} />,
        },
      ];
    }),
  );
  return {
    components,
    root: {
      fields: {
        description: {
          type: 'textarea',
          label: 'Page description (shown by search engines, up to 160 characters)',
        },
      },
      render: ({ children }: { children: ReactNode }) => (
        <SiteContext.Provider value={input.context}>
          <SiteRoot theme={input.theme} businessColor={input.businessColor}>
            {children}
          </SiteRoot>
        </SiteContext.Provider>
      ),
    },
  } as Config;
}
