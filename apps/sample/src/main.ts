console.log('sample');
