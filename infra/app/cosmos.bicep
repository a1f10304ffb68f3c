// Cosmos DB for NoSQL: the account, the database and every container of
// functions/src/platform/resources.ts (`cosmosContainers`), with the same partition keys, TTL and composite
// indexes. infra/__tests__/drift.test.ts compares `containers` below with resources.ts, so keep them in step.
//
// Plain resources instead of br/public:avm/res/document-db/database-account: that module renamed its
// data-plane RBAC parameters between minor versions (sqlRoleAssignmentsPrincipalIds, sqlRoleDefinitions,
// dataPlaneRoleAssignments) and cannot be compiled here to check a pin; the containers and indexing policy
// are also clearer written out. The data-plane role assignment lives in rbac.bicep.

@description('Name of the Cosmos DB account (globally unique, lowercase).')
param name string

@description('Azure region of the account.')
param location string

@description('Tags applied to the account.')
param tags object = {}

@description('Name of the SQL database the app uses (COSMOS_DATABASE).')
param databaseName string

@description('Throughput model: serverless (pay per request, default) or autoscale (shared database throughput). An existing account cannot switch between them in place.')
@allowed([
  'serverless'
  'autoscale'
])
param throughputMode string = 'serverless'

@description('Maximum RU/s of the shared database throughput when throughputMode is autoscale (scales between 10% and 100% of it).')
@minValue(1000)
param autoscaleMaxThroughput int = 1000

@description('Continuous backup tier: point-in-time restore window of 7 or 30 days.')
@allowed([
  'Continuous7Days'
  'Continuous30Days'
])
param continuousBackupTier string = 'Continuous7Days'

@description('Whether the single region is zone redundant (not available for serverless accounts in every region).')
param zoneRedundant bool = false

// One entry per container of resources.ts `cosmosContainers`: the partition key path, the default TTL
// (-1: TTL on, items set their own `ttl`; null: TTL off) and one composite index per two-field ORDER BY.
var containers = [
  {
    name: 'tenants'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'users'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'logins'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'sessions'
    partitionKeyPath: '/pk'
    defaultTtl: -1
    compositeIndexes: []
  }
  {
    name: 'sso'
    partitionKeyPath: '/pk'
    defaultTtl: -1
    compositeIndexes: []
  }
  {
    name: 'contacts'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'documents'
    partitionKeyPath: '/pk'
    defaultTtl: -1
    compositeIndexes: [
      [
        {
          path: '/supplierId'
          order: 'ascending'
        }
        {
          path: '/initialValidity'
          order: 'descending'
        }
      ]
      [
        {
          path: '/initialValidity'
          order: 'descending'
        }
        {
          path: '/id'
          order: 'descending'
        }
      ]
      [
        {
          path: '/initialValidity'
          order: 'ascending'
        }
        {
          path: '/id'
          order: 'ascending'
        }
      ]
      [
        {
          path: '/createdAt'
          order: 'descending'
        }
        {
          path: '/id'
          order: 'descending'
        }
      ]
      [
        {
          path: '/createdAt'
          order: 'ascending'
        }
        {
          path: '/id'
          order: 'ascending'
        }
      ]
    ]
  }
  {
    name: 'slots'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'notifications'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: [
      [
        {
          path: '/status'
          order: 'ascending'
        }
        {
          path: '/sortKey'
          order: 'descending'
        }
      ]
      [
        {
          path: '/status'
          order: 'ascending'
        }
        {
          path: '/sortKey'
          order: 'ascending'
        }
      ]
    ]
  }
  {
    name: 'disputes'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'periods'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'documentTypes'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'contractRecords'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'compliance'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
  {
    name: 'orders'
    partitionKeyPath: '/pk'
    defaultTtl: null
    compositeIndexes: []
  }
]

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: name
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: zoneRedundant
      }
    ]
    capabilities: throughputMode == 'serverless'
      ? [
          {
            name: 'EnableServerless'
          }
        ]
      : []
    // Microsoft Entra ID only: no account keys, no key-based metadata writes.
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
    // Point-in-time restore: docs/deploy.md, "Runbook: Cosmos DB point-in-time restore".
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: continuousBackupTier
      }
    }
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
    options: throughputMode == 'autoscale'
      ? {
          autoscaleSettings: {
            maxThroughput: autoscaleMaxThroughput
          }
        }
      : {}
  }
}

resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for c in containers: {
    parent: database
    name: c.name
    properties: {
      resource: {
        id: c.name
        partitionKey: {
          paths: [
            c.partitionKeyPath
          ]
          kind: 'Hash'
          version: 2
        }
        defaultTtl: c.defaultTtl
        indexingPolicy: {
          indexingMode: 'consistent'
          automatic: true
          includedPaths: [
            {
              path: '/*'
            }
          ]
          excludedPaths: [
            {
              path: '/"_etag"/?'
            }
          ]
          compositeIndexes: c.compositeIndexes
        }
      }
    }
  }
]

@description('Name of the Cosmos DB account.')
output name string = account.name

@description('Resource ID of the Cosmos DB account.')
output resourceId string = account.id

@description('Document endpoint of the account (COSMOS_ENDPOINT).')
output endpoint string = account.properties.documentEndpoint

@description('Name of the SQL database (COSMOS_DATABASE).')
output databaseName string = database.name

@description('Names of the containers created, in resources.ts order.')
output containerNames string[] = [for (c, i) in containers: sqlContainers[i].name]
