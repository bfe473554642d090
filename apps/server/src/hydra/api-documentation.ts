import { z } from 'zod';

/** What the API says about one resource class, for /docs.jsonld and the JSON-LD contexts. */
export type ResourceDescription = {
  type: string;
  /** Collection path, e.g. /photographs. */
  path: string;
  title: string;
  description: string;
  schema: z.ZodObject;
  /** Only read operations exist until the write-side issues add theirs. */
  operations: Array<'collection' | 'item'>;
};

const xsdRange: Record<string, string> = {
  string: 'xmls:string',
  integer: 'xmls:integer',
  number: 'xmls:decimal',
  boolean: 'xmls:boolean',
  array: 'hydra:Collection',
  object: 'rdf:JSON',
};

const reservedKeys = new Set(['@context', '@id', '@type']);

function propertiesOf(resource: ResourceDescription) {
  const jsonSchema = z.toJSONSchema(resource.schema, { unrepresentable: 'any', io: 'output' }) as {
    properties?: Record<
      string,
      { type?: string | string[]; anyOf?: Array<{ type?: string }>; description?: string }
    >;
    required?: string[];
  };
  const required = new Set(jsonSchema.required ?? []);
  return Object.entries(jsonSchema.properties ?? {})
    .filter(([name]) => !reservedKeys.has(name))
    .map(([name, property]) => {
      const declared = Array.isArray(property.type) ? property.type[0] : property.type;
      const type = declared ?? property.anyOf?.find((option) => option.type && option.type !== 'null')?.type;
      return {
        name,
        range: xsdRange[type ?? 'string'] ?? 'xmls:string',
        required: required.has(name),
        description: property.description,
      };
    });
}

const vocabularyContext = {
  '@vocab': '/docs.jsonld#',
  hydra: 'http://www.w3.org/ns/hydra/core#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The Hydra ApiDocumentation in API Platform's shape, so its client tooling can introspect every resource. */
export function apiDocumentation(resources: ResourceDescription[]) {
  const classes = resources.map((resource) => ({
    '@id': `#${resource.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': resource.type,
    'hydra:title': resource.title,
    'hydra:description': resource.description,
    'hydra:supportedProperty': propertiesOf(resource).map((property) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#${resource.type}/${property.name}`,
        '@type': 'rdf:Property',
        'rdfs:label': property.name,
        domain: `#${resource.type}`,
        range: property.range,
      },
      'hydra:title': property.name,
      'hydra:required': property.required,
      'hydra:readable': true,
      'hydra:writeable': false,
      ...(property.description ? { 'hydra:description': property.description } : {}),
    })),
    'hydra:supportedOperation': resource.operations.includes('item')
      ? [
          {
            '@type': ['hydra:Operation', 'schema:FindAction'],
            'hydra:method': 'GET',
            'hydra:title': `Retrieves a ${resource.type} resource.`,
            'rdfs:label': `Retrieves a ${resource.type} resource.`,
            returns: `#${resource.type}`,
          },
        ]
      : [],
  }));
  const entrypoint = {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': resources
      .filter((resource) => resource.operations.includes('collection'))
      .map((resource) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#Entrypoint/${lowerFirst(resource.type)}`,
          '@type': 'hydra:Link',
          domain: '#Entrypoint',
          'rdfs:label': `The collection of ${resource.type} resources`,
          'rdfs:range': [
            { '@id': 'hydra:Collection' },
            {
              'owl:equivalentClass': {
                'owl:onProperty': { '@id': 'hydra:member' },
                'owl:allValuesFrom': { '@id': `#${resource.type}` },
              },
            },
          ],
          'hydra:supportedOperation': [
            {
              '@type': ['hydra:Operation', 'schema:FindAction'],
              'hydra:method': 'GET',
              'hydra:title': `Retrieves the collection of ${resource.type} resources.`,
              'rdfs:label': `Retrieves the collection of ${resource.type} resources.`,
              returns: 'hydra:Collection',
            },
          ],
        },
        'hydra:title': `The collection of ${resource.type} resources`,
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      returns: '#EntryPoint',
    },
  };
  const errorClass = {
    '@id': '#ConstraintViolationList',
    '@type': 'hydra:Class',
    'hydra:title': 'A constraint violation list',
    'hydra:supportedProperty': ['propertyPath', 'message'].map((name) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#ConstraintViolation/${name}`,
        '@type': 'rdf:Property',
        'rdfs:label': name,
        domain: '#ConstraintViolation',
        range: 'xmls:string',
      },
      'hydra:title': name,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
  };
  return {
    '@context': vocabularyContext,
    '@id': '/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'RetroPics API',
    'hydra:description':
      'Historical photographs (RetroPics), re-photographs (RetroSnaps), albums and collections.',
    'hydra:entrypoint': '/index.jsonld',
    'hydra:supportedClass': [...classes, entrypoint, errorClass],
  };
}

export function entrypoint(resources: ResourceDescription[]) {
  return {
    '@context': '/contexts/Entrypoint',
    '@id': '/index.jsonld',
    '@type': 'Entrypoint',
    ...Object.fromEntries(
      resources.filter((r) => r.operations.includes('collection')).map((r) => [lowerFirst(r.type), r.path]),
    ),
  };
}

/** `/contexts/{Type}`: maps each property to the documentation's vocabulary. */
export function resourceContext(resource: ResourceDescription | undefined, type: string) {
  const properties = resource ? propertiesOf(resource) : [];
  return {
    '@context': {
      '@vocab': '/docs.jsonld#',
      hydra: 'http://www.w3.org/ns/hydra/core#',
      ...Object.fromEntries(properties.map((property) => [property.name, `${type}/${property.name}`])),
    },
  };
}
