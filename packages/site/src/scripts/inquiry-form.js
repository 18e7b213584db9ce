// The published site's inquiry form: sends the client's answers as JSON to the business's public
// inquiry endpoint (its rate limits apply as on the booking site) and shows the confirmation or
// the server's messages next to the fields they are about. Sent only with pages that hold an
// Inquiry form block.
(function () {
  'use strict';

  function answerOf(field) {
    var type = field.getAttribute('data-field-type');
    if (type === 'YES_NO') {
      var picked = field.querySelector('input:checked');
      return picked ? picked.value === 'Yes' : undefined;
    }
    if (type === 'CHECKBOX') {
      var chosen = Array.prototype.map.call(
        field.querySelectorAll('input:checked'),
        function (box) {
          return box.value;
        },
      );
      return chosen.length ? chosen : undefined;
    }
    var control = field.querySelector('input, select, textarea');
    var value = control ? control.value.trim() : '';
    return value === '' ? undefined : value;
  }

  function showError(field, message) {
    var error = field.querySelector('.site-field__error');
    var controls = field.querySelectorAll('input, select, textarea');
    if (error) {
      error.textContent = message || '';
      error.hidden = !message;
    }
    controls.forEach(function (control) {
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    });
  }

  function enhance(form) {
    var fieldset = form.querySelector('.site-inquiry__fields');
    var problem = form.querySelector('[data-form-problem]');
    var sent = form.querySelector('[data-form-sent]');
    var button = form.querySelector('button[type="submit"]');
    var fields = Array.prototype.slice.call(form.querySelectorAll('[data-field-id]'));
    var label = button.textContent;
    fieldset.disabled = false;

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var answers = {};
      fields.forEach(function (field) {
        showError(field, '');
        var value = answerOf(field);
        if (value !== undefined) answers[field.getAttribute('data-field-id')] = value;
      });
      // The newsletter consent (InquiryNewsletterConsent) adds its answer to the body here.
      problem.hidden = true;
      problem.textContent = '';
      button.disabled = true;
      button.textContent = 'Sending…';
      fetch(
        '/api/public/businesses/' +
          encodeURIComponent(form.getAttribute('data-business')) +
          '/inquiries',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ serviceSlug: null, answers: answers }),
        },
      )
        .then(function (response) {
          return response
            .json()
            .catch(function () {
              return {};
            })
            .then(function (body) {
              return { ok: response.ok, body: body };
            });
        })
        .then(function (result) {
          if (result.ok) {
            fieldset.hidden = true;
            sent.textContent = form.getAttribute('data-sent-message');
            sent.focus();
            return;
          }
          var errors = Array.isArray(result.body.errors) ? result.body.errors : [];
          var first = null;
          var unplaced = [];
          errors.forEach(function (error) {
            var id = String(error.field || '')
              .replace(/^answers\./, '')
              .split('.')[0];
            var field = fields.filter(function (candidate) {
              return candidate.getAttribute('data-field-id') === id;
            })[0];
            if (field && String(error.field).indexOf('answers.') === 0) {
              showError(field, error.message);
              first = first || field;
            } else {
              unplaced.push(error.message);
            }
          });
          if (!first || unplaced.length) {
            problem.textContent =
              unplaced.join(' ') ||
              result.body.detail ||
              'Your inquiry could not be sent. Please try again.';
            problem.hidden = false;
          }
          var target = first && first.querySelector('input, select, textarea');
          if (target) target.focus();
        })
        .catch(function () {
          problem.textContent =
            'Your inquiry could not be sent. Check your connection and try again.';
          problem.hidden = false;
        })
        .then(function () {
          button.disabled = false;
          button.textContent = label;
        });
    });
  }

  document.querySelectorAll('[data-inquiry-form]').forEach(enhance);
})();
