import { z } from 'zod';

/** What the API says about one resource class, for /docs.jsonld and the JSON-LD contexts. */
export type ResourceDescription = {
  type: string;
  /** Collection path, e.g. /photographs. */
  path: string;
  title: string;
  description: string;
  schema: z.ZodObject;
  /**
   * Reads (`collection`, `item`) and the writes a resource has: `create` (POST on the collection),
   * `replace` (PUT on the item), `delete` (DELETE on the item).
   */
  operations: Array<'collection' | 'item' | 'create' | 'replace' | 'delete'>;
  /** Operations beyond those, e.g. a comment's votes (PUT /comments/{id}/vote/up). */
  customOperations?: Array<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    title: string;
    returns?: string;
  }>;
};

/** The item operations of a class, in API Platform's shape. */
function itemOperations(resource: ResourceDescription) {
  const type = resource.type;
  const operation = (
    types: string[],
    method: string,
    title: string,
    extra: Record<string, unknown> = {},
  ) => ({
    '@type': ['hydra:Operation', ...types],
    'hydra:method': method,
    'hydra:title': title,
    'rdfs:label': title,
    ...extra,
  });
  const operations = [];
  if (resource.operations.includes('item')) {
    operations.push(
      operation(['schema:FindAction'], 'GET', `Retrieves a ${type} resource.`, { returns: `#${type}` }),
    );
  }
  if (resource.operations.includes('create')) {
    operations.push(
      operation(['schema:CreateAction'], 'POST', `Creates a ${type} resource (on ${resource.path}).`, {
        expects: `#${type}`,
        returns: `#${type}`,
      }),
    );
  }
  if (resource.operations.includes('replace')) {
    operations.push(
      operation(['schema:ReplaceAction'], 'PUT', `Replaces the ${type} resource.`, {
        expects: `#${type}`,
        returns: `#${type}`,
      }),
    );
  }
  if (resource.operations.includes('delete')) {
    operations.push(
      operation(['schema:DeleteAction'], 'DELETE', `Deletes the ${type} resource.`, {
        returns: 'owl:Nothing',
      }),
    );
  }
  for (const custom of resource.customOperations ?? []) {
    operations.push(
      operation([], custom.method, `${custom.method} ${custom.path}: ${custom.title}`, {
        ...(custom.returns ? { returns: `#${custom.returns}` } : {}),
      }),
    );
  }
  return operations;
}

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
    'hydra:supportedOperation': itemOperations(resource),
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
            ...(resource.operations.includes('create')
              ? [
                  {
                    '@type': ['hydra:Operation', 'schema:CreateAction'],
                    'hydra:method': 'POST',
                    'hydra:title': `Creates a ${resource.type} resource.`,
                    'rdfs:label': `Creates a ${resource.type} resource.`,
                    expects: `#${resource.type}`,
                    returns: `#${resource.type}`,
                  },
                ]
              : []),
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
